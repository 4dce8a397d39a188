// The REST call of the hardware pair page (core.md 7 'Devices and speaker systems': POST
// /sound_zones/{sound_zone}/device), behind an interface so that the page is tested without a network;
// the app provides it over its REST clients (src/main.tsx). Rejects with an AppError.
import { createContext, useContext } from 'react';
import type { RestClients } from '../../../rest/clients';
import { restCall } from '../../../errors/restCall';

export interface PairingCalls {
  /** Pairs the hardware player that shows the code to the zone. */
  pairHardware(zoneId: string, code: string): Promise<void>;
}

export function createPairingCalls(rest: Pick<RestClients, 'api'>): PairingCalls {
  return {
    async pairHardware(zoneId, code) {
      await restCall(
        rest.api.POST('/api/sound_zones/{soundZoneId}/device', {
          params: { path: { soundZoneId: zoneId } },
          body: { sound_zone: zoneId, device_type: 'embedded', platform: 'ANDROID', code },
        }),
      );
    },
  };
}

const PairingCallsContext = createContext<PairingCalls | null>(null);

export const PairingCallsProvider = PairingCallsContext.Provider;

export function usePairingCalls(): PairingCalls {
  const calls = useContext(PairingCallsContext);
  if (!calls) throw new Error('usePairingCalls: PairingCallsProvider is missing');
  return calls;
}
