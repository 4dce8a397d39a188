// Every REST handler, by operationId; one module per area.
import type { RestHandlers } from '../handlers';
import { platformHandlers } from './platform';
import { peopleHandlers } from './people';
import { accountsHandlers } from './accounts';
import { premisesHandlers } from './premises';
import { standInsHandlers } from './standIns';
import { mediaHandlers } from './media';

export const restHandlers: RestHandlers = {
  ...platformHandlers,
  ...peopleHandlers,
  ...accountsHandlers,
  ...premisesHandlers,
  ...standInsHandlers,
  ...mediaHandlers,
};
