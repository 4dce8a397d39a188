// Campaign announcements in a zone's timeline (server/messaging/campaignPlays.ts says when they are
// due): each plays at the first track boundary at or after its due moment (at once when a track starts
// right then), and the music goes on with the next track after it. Computed like the rest of the
// timeline: the stored timeline is walked from its last change, and from its due moment the
// announcement is in the lead right after the track playing then, so what plays, what comes next and
// the stream are read as usual. Being next from its due moment on, a player fetches it before the
// boundary, and a change before the boundary (a web player ending its track a moment early, a
// crossfade, a skip) keeps it: the change stores the lead it is in. A paused timeline plays none; a due
// moment while an announcement plays or waits to play joins that break.
import type { Due } from '../messaging/campaignPlays';
import { settleKeepingCurrent } from './timeline';
import type { SourceView, Timeline } from './timeline';

/** The timeline as it is at `at` with the announcements due since its last change (oldest first) spliced in. */
export function withAnnouncements(timeline: Timeline, source: SourceView, dues: readonly Due[], at: number): Timeline {
  if (timeline.status !== 'playing') return timeline;
  let spliced = timeline;
  for (const due of dues) {
    if (due.at < timeline.anchorAt) continue;
    if (due.at > at) break;
    const settled = settleKeepingCurrent(spliced, source, due.at);
    const [current, ...rest] = settled.lead;
    if (!current || current.origin === 'announcement' || rest[0]?.origin === 'announcement') continue;
    const announcement = { trackId: due.message.id, durationMs: due.message.durationMs, origin: 'announcement' as const, campaignId: due.campaignId, name: due.message.name };
    const startsNow = settled.anchorOffsetMs === 0;
    spliced = { ...settled, lead: startsNow ? [announcement, current, ...rest] : [current, announcement, ...rest] };
  }
  return spliced;
}
