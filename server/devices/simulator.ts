// The demo's hardware players (issue 9): the devices the seed made report in as real players would:
// connected, muted, on a soon-unsupported version, never connecting, or dropping out and coming back
// (server/devices/behaviour.ts). The engine computes what their zones play; the simulator only keeps
// their presence, through the premises area's reports (server/premises/presence.ts), so the zones'
// status, errors and realtime events follow as for any player.
//
// Cost: one read of the simulated devices at start-up and one report setting what drifted while no
// process ran; after that, one timer for the whole server, due at the next moment any device changes.
// Devices that never change (almost all) are not held at all. Every replica may run it: reports are
// idempotent, so a change is written and announced once, by whichever process reports it first.
import { eq, isNotNull } from 'drizzle-orm';
import type { AppServices } from '../context';
import { devices, deviceSimulations } from '../db/schema';
import { reportPresence } from '../premises/presence';
import type { PresenceReport } from '../premises/presence';
import { DEVICE_BEHAVIOURS, nextChangeAfter, presenceAt } from './behaviour';
import type { DeviceBehaviour, DeviceBehaviourKind } from './behaviour';

/** The timer a simulator sets; tests give their own. */
export interface SimulatorTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const nodeTimers: SimulatorTimers = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** setTimeout's longest delay (about 24.8 days); a later change is reached in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;
/** After a failed report, try again this much later. */
const RETRY_MS = 30_000;

export interface SimulatedDevice {
  deviceId: string;
  behaviour: DeviceBehaviour;
}

type SimulatorServices = Pick<AppServices, 'db' | 'pubsub' | 'now' | 'log'>;

/** The behaviour stored for a device, or null when the row names none this server knows. */
export function behaviourOf(row: typeof deviceSimulations.$inferSelect): DeviceBehaviour | null {
  if (!(DEVICE_BEHAVIOURS as readonly string[]).includes(row.behaviour)) return null;
  const kind = row.behaviour as DeviceBehaviourKind;
  if (kind !== 'intermittent') return { kind };
  const { cycleSeconds, offlineSeconds, phaseSeconds } = row;
  if (!cycleSeconds || cycleSeconds <= 0 || offlineSeconds === null || offlineSeconds < 0 || offlineSeconds >= cycleSeconds) return null;
  return { kind, cycleSeconds, offlineSeconds, phaseSeconds: phaseSeconds ?? 0 };
}

/** The simulated devices that are paired now. */
export async function loadSimulatedDevices(services: Pick<AppServices, 'db'>): Promise<SimulatedDevice[]> {
  const rows = await services.db
    .select({ simulation: deviceSimulations })
    .from(deviceSimulations)
    .innerJoin(devices, eq(devices.id, deviceSimulations.deviceId))
    .where(isNotNull(devices.soundZoneId));
  return rows.flatMap(({ simulation }) => {
    const behaviour = behaviourOf(simulation);
    return behaviour ? [{ deviceId: simulation.deviceId, behaviour }] : [];
  });
}

const reportAt = (device: SimulatedDevice, at: Date): PresenceReport => ({ deviceId: device.deviceId, ...presenceAt(device.behaviour, at) });

export class DeviceSimulator {
  /** Devices whose presence changes, each with the moment of its next change. */
  private upcoming: { device: SimulatedDevice; at: number }[] = [];
  private timer: unknown = null;
  private running = false;

  constructor(
    private readonly services: SimulatorServices,
    private readonly timers: SimulatorTimers = nodeTimers,
  ) {}

  /** Reports every simulated device as it is now, then waits for the first change. */
  async start(): Promise<void> {
    this.running = true;
    const simulated = await loadSimulatedDevices(this.services);
    const now = this.services.now();
    await reportPresence(this.services, simulated.map((device) => reportAt(device, now)));
    this.upcoming = simulated.flatMap((device) => {
      const next = nextChangeAfter(device.behaviour, now);
      return next ? [{ device, at: next.getTime() }] : [];
    });
    this.arm();
  }

  stop(): void {
    this.running = false;
    this.disarm();
  }

  /** When the next change is due; null when none is. */
  nextChangeAt(): Date | null {
    return this.upcoming.length ? new Date(Math.min(...this.upcoming.map((entry) => entry.at))) : null;
  }

  /** Reports the devices whose change is due, and waits for the next one. */
  async tick(): Promise<void> {
    this.disarm();
    const now = this.services.now();
    const due = this.upcoming.filter((entry) => entry.at <= now.getTime());
    try {
      await reportPresence(this.services, due.map((entry) => reportAt(entry.device, now)));
      for (const entry of due) entry.at = nextChangeAfter(entry.device.behaviour, now)!.getTime();
      this.arm();
    } catch (error) {
      this.services.log.error({ err: error }, 'simulated players could not report; trying again');
      this.arm(RETRY_MS);
    }
  }

  private disarm() {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private arm(delayMs?: number) {
    this.disarm();
    if (!this.running) return;
    const next = this.nextChangeAt();
    if (!next) return;
    const ms = delayMs ?? Math.min(LONGEST_DELAY_MS, Math.max(0, next.getTime() - this.services.now().getTime()));
    this.timer = this.timers.set(() => void this.tick(), ms);
  }
}
