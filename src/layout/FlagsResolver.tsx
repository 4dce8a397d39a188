// Asks the control API for the flags of the signed-in user's context; loaded, with Relay, only for a
// signed-in session (src/layout/FlagsProvider.tsx).
import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { FlagContextInput } from '../__generated__/AllFlagsQuery.graphql';
import { RelayEnvironments } from '../relay/RelayEnvironments';
import { fetchAllFlags } from './AllFlagsQuery';
import { parseFlags } from './flags';
import type { ResolvedFlags } from './flags';

interface FlagsResolverProps {
  context: FlagContextInput;
  onResolved(flags: ResolvedFlags): void;
}

function Resolve({ context, onResolved }: FlagsResolverProps) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const subscription = fetchAllFlags(environment, context).subscribe({
      next: (flags) => {
        if (flags.length === 0) console.warn('No flags returned from API');
        onResolved(parseFlags(flags));
      },
      error: () => onResolved(new Map()),
    });
    return () => subscription.unsubscribe();
  }, [environment, context, onResolved]);
  return null;
}

export default function FlagsResolver(props: FlagsResolverProps) {
  return (
    <RelayEnvironments>
      <Resolve {...props} />
    </RelayEnvironments>
  );
}
