// Removing a member or withdrawing an invitation, after a confirmation dialog (navigation.md 2.14), for
// the account's users settings and a location's users. The server refuses what the viewer may not do
// (user.delete, core.md 6) and the account's last owner (409); its words show in an error toast.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../app/modals/ConfirmDialog';
import { useToasts } from '../../app/toasts/useToasts';
import { errorMessage } from '../../errors/errorMessage';
import { useAuthScreens } from '../../pages/auth/authScreens';

export interface RemovalTarget {
  /** The membership (ACL) or invitation id. */
  aclId: string;
  /** A member's name, or the address an invitation went to. */
  name: string;
  /** An invitation not accepted yet: it is withdrawn. */
  pending: boolean;
}

/** Asks, removes, tells; then onRemoved (e.g. reloads the list). Resolves true when it was removed. */
export function useRemoveMembership(onRemoved: () => unknown) {
  const { t } = useTranslation();
  const { api } = useAuthScreens();
  const toasts = useToasts();
  return useCallback(
    async ({ aclId, name, pending }: RemovalTarget): Promise<boolean> => {
      const texts = pending ? 'people.revoke' : 'people.remove';
      const confirmed = await confirm({ type: 'commit', title: t(`${texts}.title`, { name }), message: t(`${texts}.message`, { name }), confirmLabel: t(`${texts}.confirm`) });
      if (!confirmed) return false;
      try {
        await api.removeMembership(aclId);
      } catch (error) {
        toasts.show({ type: 'error', message: errorMessage(error, t) });
        return false;
      }
      toasts.show({ type: 'success', message: t(`${texts}.done`, { name }) });
      await onRemoved();
      return true;
    },
    [api, onRemoved, t, toasts],
  );
}
