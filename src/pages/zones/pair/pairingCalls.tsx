// The REST calls of pairing (core.md 7 'Devices and speaker systems'): POST /sound_zones/{sound_zone}/device
// for a player showing its code (the hardware pair page and the vendor flows), and the sms service's
// households for the speaker vendor's flow, behind an interface so that the pages are tested without a
// network; the app provides it over its REST clients (src/main.tsx). Rejects with an AppError.
import { createContext, useContext } from 'react';
import type { RestClients } from '../../../rest/clients';
import type { components } from '../../../rest/__generated__/rest';
import { restCall } from '../../../errors/restCall';

export type Household = components['schemas']['Household'];

/** What the player showing the code registered as; a hardware player by default. */
export interface PairedDeviceClass {
  deviceType: 'embedded' | 'mobile' | 'other';
  platform: 'ANDROID' | 'IOS' | 'NETPLAY' | 'SONOS';
}

const HARDWARE_PLAYER: PairedDeviceClass = { deviceType: 'embedded', platform: 'ANDROID' };

export interface PairingCalls {
  /** Pairs the player that shows the code to the zone. */
  pairHardware(zoneId: string, code: string, device?: PairedDeviceClass): Promise<void>;
  /** The account's speaker households (the app treats an error as none). */
  households(accountId: string): Promise<Household[]>;
  /** Pairs a speaker household to a location, unpairing it from its current one. */
  pairHousehold(householdId: string, locationId: string): Promise<Household>;
}

export function createPairingCalls(rest: Pick<RestClients, 'api' | 'sms'>): PairingCalls {
  return {
    async pairHardware(zoneId, code, device = HARDWARE_PLAYER) {
      await restCall(
        rest.api.POST('/api/sound_zones/{soundZoneId}/device', {
          params: { path: { soundZoneId: zoneId } },
          body: { sound_zone: zoneId, device_type: device.deviceType, platform: device.platform, code },
        }),
      );
    },
    households: (accountId) => restCall(rest.sms.GET('/sms/accounts/{accountId}/households', { params: { path: { accountId } } })).catch(() => []),
    pairHousehold: (householdId, locationId) =>
      restCall(rest.sms.POST('/sms/households/{householdId}/location', { params: { path: { householdId } }, body: { location: locationId } }), { expected: ['badRequest', 'notFound', 'forbidden'] }),
  };
}

const PairingCallsContext = createContext<PairingCalls | null>(null);

export const PairingCallsProvider = PairingCallsContext.Provider;

export function usePairingCalls(): PairingCalls {
  const calls = useContext(PairingCallsContext);
  if (!calls) throw new Error('usePairingCalls: PairingCallsProvider is missing');
  return calls;
}
