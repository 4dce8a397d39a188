// The zone's volume (0 to 16 on the API) as the gain the web player applies. Loudness is heard on a
// logarithmic scale, so each step is the same number of decibels: 3 dB a step over a 48 dB range,
// with 0 silent.
export const MAX_VOLUME = 16;
export const DECIBELS_PER_STEP = 3;

export function volumeToGain(volume: number): number {
  const step = Math.min(MAX_VOLUME, Math.max(0, Math.round(volume)));
  if (step === 0) return 0;
  return 10 ** ((-DECIBELS_PER_STEP * (MAX_VOLUME - step)) / 20);
}
