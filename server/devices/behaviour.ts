// What a simulated demo player does over time (server/devices/simulator.ts). The seed gives each demo
// device one behaviour; its presence at any moment, and the next moment that presence changes, follow
// from the behaviour and the clock alone, so every server process computes the same schedule and a
// restart picks it up where it was. Plain data in, values out.

export const DEVICE_BEHAVIOURS = ['steady', 'muted', 'deprecated', 'lost', 'intermittent'] as const;
export type DeviceBehaviourKind = (typeof DEVICE_BEHAVIOURS)[number];

/**
 * - steady: connected all the time;
 * - muted: connected, its output muted (the zone shows PLAYER_MUTED);
 * - deprecated: connected, running a soon-unsupported version (PLAYER_DEPRECATED);
 * - lost: never connects (PLAYER_DISCONNECTED);
 * - intermittent: drops out for `offlineSeconds` at the start of every `cycleSeconds`, the cycles
 *   shifted by `phaseSeconds` from the Unix epoch.
 */
export type DeviceBehaviour =
  | { kind: 'steady' | 'muted' | 'deprecated' | 'lost' }
  | { kind: 'intermittent'; cycleSeconds: number; offlineSeconds: number; phaseSeconds: number };

export interface DevicePresence {
  online: boolean;
  muted: boolean;
  deprecated: boolean;
}

/** Where `at` falls in an intermittent device's cycle, in seconds from the start of its drop-out. */
function cyclePosition(behaviour: Extract<DeviceBehaviour, { kind: 'intermittent' }>, at: Date): number {
  const seconds = Math.floor(at.getTime() / 1000) - behaviour.phaseSeconds;
  return ((seconds % behaviour.cycleSeconds) + behaviour.cycleSeconds) % behaviour.cycleSeconds;
}

/** What the device reports at the moment. */
export function presenceAt(behaviour: DeviceBehaviour, at: Date): DevicePresence {
  const online = behaviour.kind === 'intermittent' ? cyclePosition(behaviour, at) >= behaviour.offlineSeconds : behaviour.kind !== 'lost';
  return { online, muted: behaviour.kind === 'muted', deprecated: behaviour.kind === 'deprecated' };
}

/** The next moment after `at` (on a whole second) when the device's presence changes; null when it never does. */
export function nextChangeAfter(behaviour: DeviceBehaviour, at: Date): Date | null {
  if (behaviour.kind !== 'intermittent') return null;
  const position = cyclePosition(behaviour, at);
  const wholeSecond = Math.floor(at.getTime() / 1000) * 1000;
  const ahead = position < behaviour.offlineSeconds ? behaviour.offlineSeconds - position : behaviour.cycleSeconds - position;
  return new Date(wholeSecond + ahead * 1000);
}
