// The REST call of pairing a player that shows its code (core.md 7 'Devices and speaker systems': POST
// /sound_zones/{sound_zone}/device), for the hardware pair page and the vendor flows, behind an interface so
// that the pages are tested without a network; the app provides it over its REST clients (src/main.tsx).
// Rejects with an AppError.
import { createContext, useContext } from 'react';
import type { RestClients } from '../../../rest/clients';
import { restCall } from '../../../errors/restCall';

/** What the player showing the code registered as; a hardware player by default. */
export interface PairedDeviceClass {
  deviceType: 'embedded' | 'mobile' | 'other';
  platform: 'ANDROID' | 'IOS' | 'NETPLAY' | 'SONOS';
}

const HARDWARE_PLAYER: PairedDeviceClass = { deviceType: 'embedded', platform: 'ANDROID' };

export interface PairingCalls {
  /** Pairs the player that shows the code to the zone. */
  pairHardware(zoneId: string, code: string, device?: PairedDeviceClass): Promise<void>;
}

export function createPairingCalls(rest: Pick<RestClients, 'api'>): PairingCalls {
  return {
    async pairHardware(zoneId, code, device = HARDWARE_PLAYER) {
      await restCall(
        rest.api.POST('/api/sound_zones/{soundZoneId}/device', {
          params: { path: { soundZoneId: zoneId } },
          body: { sound_zone: zoneId, device_type: device.deviceType, platform: device.platform, code },
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
