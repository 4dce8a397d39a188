// What of a playlist its editor offers (core.md 6 'Editing music', 7 'Music, library and search'): the
// server grants EDIT, and the kind says what EDIT covers. A manual playlist's details, playback order
// and tracks; a copied streaming-service playlist's details and playback order; a synced one's playback
// order only, as its name and tracks follow the service.
import type { ComposerType } from '../../__generated__/PlaylistDetailsForm_playlist.graphql';

export type EditableKind = 'MANUAL' | 'EXTERNAL_SPOTIFY' | 'SPOTIFY';

export interface EditableParts {
  kind: EditableKind;
  details: boolean;
  playbackMode: boolean;
  tracks: boolean;
}

const PARTS: Record<EditableKind, Omit<EditableParts, 'kind'>> = {
  MANUAL: { details: true, playbackMode: true, tracks: true },
  EXTERNAL_SPOTIFY: { details: true, playbackMode: true, tracks: false },
  SPOTIFY: { details: false, playbackMode: true, tracks: false },
};

const isEditableKind = (composerType: ComposerType): composerType is EditableKind => Object.hasOwn(PARTS, composerType);

/** The parts of the playlist the viewer may change here, or null when it offers none. */
export function editableParts(composerType: ComposerType, permissions: readonly string[]): EditableParts | null {
  if (!isEditableKind(composerType) || !permissions.includes('EDIT')) return null;
  return { kind: composerType, ...PARTS[composerType] };
}
