import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewStore } from './previewStore';
import { usePreviewUsed } from './previewUsed';

describe('usePreviewUsed', () => {
  it("turns true with the app preview player's first change, not when the player is only made", () => {
    const { result } = renderHook(() => usePreviewUsed());
    expect(result.current).toBe(false);
    const store = previewStore();
    expect(result.current).toBe(false);
    act(() => store.previewTracks({ id: 't1', title: 'Track 1' }, [{ id: 't1', title: 'Track 1', artistNames: [], previewUrl: '/media/tracks/t1/preview' }]));
    expect(result.current).toBe(true);
    act(() => store.stop());
    expect(result.current).toBe(true);
  });
});
