// Where answers about a zone's playback go in the Relay store. Playback and NowPlaying have no id, so an
// answer (a mutation's payload, a playbackUpdate or nowPlayingUpdate) is not merged into the zone by
// itself: the zone's field is pointed at the answer's record.
import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Points the zone's `field` ('playback' or 'nowPlaying') at what the answer's root field holds under `payloadField`. */
export function linkZoneField(store: RecordSourceSelectorProxy, zoneId: string, rootField: string, payloadField: 'playback' | 'nowPlaying'): void {
  const zone = store.get(zoneId);
  const answered = store.getRootField(rootField)?.getLinkedRecord(payloadField);
  if (!zone || !answered) return;
  zone.setLinkedRecord(answered, payloadField);
}
