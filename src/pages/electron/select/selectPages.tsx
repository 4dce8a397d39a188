// /electron/select, /select/{accountId} and /select/{accountId}/{locationId} (navigation.md 2.5) as one
// lazily loaded route: its loader starts the step's query, its page shows the step.
import { data, useParams } from 'react-router';
import type { RouterContext } from '../../../routing/context';
import { selectAccountQueryPreload, selectLocationQueryPreload, selectZoneQueryPreload } from './selectQueries';
import { selectStepOf } from './selectRules';
import { SelectAccountPage } from './SelectAccountPage';
import { SelectLocationPage } from './SelectLocationPage';
import { SelectZonePage } from './SelectZonePage';

/** Starts the step's query; a path of no step is not found. */
export function selectLoader(context: Pick<RouterContext, 'preloadQuery'>, splat: string | undefined) {
  const step = selectStepOf(splat);
  switch (step?.step) {
    case 'account':
      return context.preloadQuery(selectAccountQueryPreload());
    case 'location':
      return context.preloadQuery(selectLocationQueryPreload(step.accountId));
    case 'zone':
      return context.preloadQuery(selectZoneQueryPreload(step.locationId));
    default:
      throw data(null, { status: 404, statusText: 'Not Found' });
  }
}

export function SelectPage() {
  const step = selectStepOf(useParams()['*']);
  if (step?.step === 'location') return <SelectLocationPage key={step.accountId} />;
  if (step?.step === 'zone') return <SelectZonePage key={step.locationId} accountId={step.accountId} />;
  return <SelectAccountPage />;
}
