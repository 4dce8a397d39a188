// Campaign announcements in a zone's timeline (server/messaging/campaignPlays.ts says when they are
// due): each plays at the first track boundary at or after its due moment (at once when a track starts
// right then), and the music goes on with the next track after it. Computed like the rest of the
// timeline: the stored timeline is walked from its last change, the announcement spliced in as the
// lead's first item where it starts, so what plays, what comes next and the stream are read as usual.
// A paused timeline plays none; a due moment while an announcement plays waits for no other boundary
// (it is the same break).
import type { Due } from '../messaging/campaignPlays';
import { currentTrack, settle } from './timeline';
import type { SourceView, Timeline } from './timeline';

/** The timeline as it is at `at` with the announcements due since its last change (oldest first) spliced in. */
export function withAnnouncements(timeline: Timeline, source: SourceView, dues: readonly Due[], at: number): Timeline {
  if (timeline.status !== 'playing') return timeline;
  let spliced = timeline;
  let breakEndsAt = -Infinity;
  for (const due of dues) {
    if (due.at < timeline.anchorAt || due.at < breakEndsAt) continue;
    if (due.at > at) break;
    const current = currentTrack(spliced, source, due.at);
    if (!current) continue;
    const boundary = current.positionMs === 0 ? due.at : current.startedAt + current.durationMs;
    if (boundary > at) break;
    const settled = settle(spliced, source, boundary);
    spliced = {
      ...settled,
      lead: [{ trackId: due.message.id, durationMs: due.message.durationMs, origin: 'announcement', campaignId: due.campaignId, name: due.message.name }, ...settled.lead],
      anchorAt: boundary,
      anchorOffsetMs: 0,
    };
    breakEndsAt = boundary + due.message.durationMs;
  }
  return spliced;
}
