import { describe, expect, it } from 'vitest';
import { editableParts } from './editableParts';

describe('editableParts', () => {
  const EDIT = ['EDIT', 'DELETE', 'ADD_TO_LIBRARY'];

  it("offers a manual playlist's details, playback order and tracks", () => {
    expect(editableParts('MANUAL', EDIT)).toEqual({ kind: 'MANUAL', details: true, playbackMode: true, tracks: true });
  });

  it("offers a synced playlist's playback order only: its name and tracks follow the service", () => {
    expect(editableParts('SPOTIFY', EDIT)).toEqual({ kind: 'SPOTIFY', details: false, playbackMode: true, tracks: false });
  });

  it("offers a copied playlist's details and playback order, not its tracks", () => {
    expect(editableParts('EXTERNAL_SPOTIFY', EDIT)).toEqual({ kind: 'EXTERNAL_SPOTIFY', details: true, playbackMode: true, tracks: false });
  });

  it('offers nothing without EDIT, nor for the kinds this editor does not edit', () => {
    expect(editableParts('MANUAL', ['DELETE', 'ADD_TO_LIBRARY'])).toBeNull();
    expect(editableParts('SPOTIFY', ['ADD_TO_LIBRARY'])).toBeNull();
    expect(editableParts('SEED', EDIT)).toBeNull();
    expect(editableParts('CURATOR', EDIT)).toBeNull();
  });
});
