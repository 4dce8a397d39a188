import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../app/toasts/toastStore';
import { AppError } from '../../../errors/AppError';
import { previewStore } from '../../../preview/previewStore';
import { expectNoAxeViolations } from '../../../testing/axe';
import { operationName } from '../../../testing/renderWithRelay';
import { ACCOUNT_ID, ZONE_ID, ZONE_STATUS_OK, renderZone, zonePath } from './renderZone';

const SUBSCRIPTIONS = ['zoneUpdatesPlaybackSubscription', 'zoneUpdatesNowPlayingSubscription', 'zoneUpdatesSoundZoneSubscription'];

const SETTINGS = {
  mono: false,
  offline: true,
  bitrate: 'high',
  discoverable: false,
  staffControl: true,
  downloadLimitation: { limitEnabled: false, hourStart: 8, hourEnd: 17, limitType: 'INSIDE' },
  diskcacheMaxMb: 2048,
  crossfade: true,
  crossfadeLength: 5,
  volumeEq: false,
  defaultVolume: 10,
};

function zone(fields: Record<string, unknown> = {}): MockResolvers {
  return {
    ...ZONE_STATUS_OK,
    SoundZone: () => ({ id: ZONE_ID, name: 'Bar area', permissions: ['PLAYBACK_WRITE', 'SETTINGS_WRITE', 'BLOCK_TRACKS'], remoteCode: 'K4P9X2', settings: SETTINGS, ...fields }),
    Location: () => ({ id: 'location-1', name: 'Stockholm Södermalm', timezone: 'America/New_York' }),
    Playback: () => ({ state: 'playing', queue: [], availablePlayOrders: ['AUTO'], activeOverride: null }),
    PlayedTrack: () => ({ id: 'played-1', startedAt: '2024-03-31T13:05:00.000Z', playFrom: null }),
  };
}

async function open(at: string, resolvers: MockResolvers = zone(), pending: string[] = []) {
  const view = renderZone({ at: zonePath(at), mockResolvers: resolvers, pending: [...SUBSCRIPTIONS, ...pending] });
  await screen.findByRole('heading', { name: 'Bar area', level: 1 });
  return view;
}

afterEach(() => {
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
});

describe('zone layout', () => {
  it('shows the not-found screen for a zone the server does not find', async () => {
    const { environment } = renderZone({ at: zonePath('player'), pending: ['ZoneLayoutQuery'] });
    await waitFor(() => expect(environment.mock.getAllOperations().some((operation) => operationName(operation) === 'ZoneLayoutQuery')).toBe(true));
    act(() => environment.mock.rejectMostRecentOperation(new AppError('SoundZone not found', { kind: 'notFound', status: 404, code: 'NOT_FOUND' })));
    expect(await screen.findByRole('heading', { name: 'Zone not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your zones' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/zones`);
    await expectNoAxeViolations();
  });

  it('links its tabs, the current one marked', async () => {
    await open('remote');
    const tabs = screen.getByRole('navigation', { name: 'Zone pages' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Player', 'History', 'Blocked tracks', 'Remote', 'Settings']);
    expect(screen.getByRole('link', { name: 'Stockholm Södermalm' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/zones/location/location-1/details`);
    expect(within(tabs).getByRole('link', { name: 'Remote' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Player' }));
    expect(await screen.findByRole('group', { name: 'Playback controls' })).toBeTruthy();
  });
});

describe('ZoneRemotePage', () => {
  it('shows the remote code and how to use it', async () => {
    await open('remote', zone({ settings: { ...SETTINGS, staffControl: false } }));
    expect(screen.getByText('K4P9X2')).toBeTruthy();
    expect(screen.getByText('Enter the remote code above.')).toBeTruthy();
    expect(screen.getByText(/Staff control is off/)).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('ZoneHistoryPage', () => {
  it('asks for the latest tracks without a date, and for the day of ?date=', async () => {
    const first = await open('player/history');
    const history = () => first.environment.mock.getAllOperations().find((operation) => operationName(operation) === 'ZoneHistoryPageQuery');
    await waitFor(() => expect(history()).toBeTruthy());
    first.unmount();
    const dated = await open('player/history?date=2024-03-31');
    await waitFor(() =>
      expect(dated.environment.mock.getAllOperations().map((operation) => operation.request.variables)).toContainEqual({ zoneId: ZONE_ID, date: '2024-03-31', first: 50 }),
    );
  });

  it('drops a date that is not a calendar day', async () => {
    const { environment } = await open('player/history?date=2024-02-30', zone(), ['ZoneHistoryPageQuery']);
    await waitFor(() => expect(environment.mock.getAllOperations().map((operation) => operation.request.variables)).toContainEqual({ zoneId: ZONE_ID, date: null, first: 50 }));
  });

  it('filters by the date picked, in the location’s time zone, and lists the tracks', async () => {
    const resolvers: MockResolvers = {
      ...zone(),
      PlayedTrack: () => ({ id: 'played-1', startedAt: '2024-03-31T13:05:00.000Z', playFrom: { __typename: 'ManuallyQueued', queuedAt: '2024-03-31T13:00:00.000Z' } }),
      Track: () => ({ id: 'track-1', title: 'Harbour Lights', artists: [{ name: 'Mira Holm' }], previewUrl: '/media/tracks/track-1/preview' }),
    };
    const { router } = await open('player/history?date=2024-03-31', resolvers);
    expect(await screen.findByText('Harbour Lights')).toBeTruthy();
    // A track the zone played can be heard again in the preview player (core.md 4 'Preview player').
    await userEvent.click(screen.getByRole('button', { name: 'Preview Harbour Lights' }));
    expect(previewStore().getState()).toMatchObject({ state: 'playing', source: { id: 'track-1', title: 'Harbour Lights' } });
    act(() => previewStore().stop());
    expect(screen.getByText('Queued by hand')).toBeTruthy();
    // 13:05 UTC is 9:05 in New York (daylight saving time).
    expect(screen.getByText(/9:05/)).toBeTruthy();
    expect(screen.getByText('Times in America/New_York')).toBeTruthy();
    const day = screen.getAllByRole('spinbutton').find((segment) => segment.getAttribute('aria-label')?.startsWith('day'))!;
    act(() => day.focus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(router.state.location.search).toBe('?date=2024-03-30'));
    await userEvent.click(screen.getByRole('button', { name: 'Show latest' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await expectNoAxeViolations();
  });

  it('names where each track came from: the playlist, or the schedule and the playlist of its slot', async () => {
    let played = 0;
    const sources = [
      { __typename: 'ScheduleSource', schedule: { name: 'Weekdays' }, playlist: { name: 'Calm Mornings' }, slotId: 'slot-1' },
      { __typename: 'Playlist', name: 'Indie Café' },
    ];
    await open('player/history', {
      ...zone(),
      PlaybackHistoryConnection: () => ({ edges: [{}, {}] }),
      PlayedTrack: () => ({ id: `played-${played}`, startedAt: '2024-03-31T13:05:00.000Z', playFrom: sources[played++ % 2] }),
    });
    expect(await screen.findByText('from Weekdays · Calm Mornings')).toBeTruthy();
    expect(screen.getByText('from Indie Café')).toBeTruthy();
  });
});

describe('ZoneBlockedTracksPage', () => {
  const blocked = (permissions: string[]): MockResolvers => ({
    ...zone({ permissions }),
    BlockedTrack: () => ({ id: 'block-1', parent: ZONE_ID, source: null, reasons: ['dislike'] }),
    Track: () => ({ id: 'track-9', title: 'Loud Song', artists: [{ name: 'Ada Lind' }] }),
  });

  it('unblocks at once and offers to undo, which blocks it again', async () => {
    const { environment } = await open('player/blocked-tracks', blocked(['BLOCK_TRACKS']), ['ZoneBlockedTracksUnblockMutation', 'ZoneBlockedTracksBlockMutation']);
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock Loud Song' }));
    expect(screen.queryByText('Loud Song')).toBeNull();
    const unblock = environment.mock.findOperation((operation) => operationName(operation) === 'ZoneBlockedTracksUnblockMutation');
    expect(unblock.request.variables).toMatchObject({ parent: ZONE_ID, track: 'track-9' });
    act(() => environment.mock.resolve(unblock, { data: { unblockTrack: { blockedTrackId: 'block-1' } } }));
    const toast = toasts.getToasts().find((candidate) => candidate.message === 'Loud Song can play again');
    expect(toast?.action?.label).toBe('Undo');
    act(() => toast?.action?.onClick?.());
    const reblock = environment.mock.findOperation((operation) => operationName(operation) === 'ZoneBlockedTracksBlockMutation');
    expect(reblock.request.variables).toMatchObject({ parent: ZONE_ID, track: 'track-9', reasons: ['dislike'] });
  });

  it('puts the track back with a toast when unblocking fails', async () => {
    const { environment } = await open('player/blocked-tracks', blocked(['BLOCK_TRACKS']), ['ZoneBlockedTracksUnblockMutation']);
    await userEvent.click(await screen.findByRole('button', { name: 'Unblock Loud Song' }));
    act(() => environment.mock.rejectMostRecentOperation(new AppError('Not allowed', { kind: 'forbidden', status: 403 })));
    expect(await screen.findByText('Loud Song')).toBeTruthy();
    expect(toasts.getToasts().map((candidate) => candidate.type)).toContain('error');
  });

  it('disables unblocking without BLOCK_TRACKS and says why', async () => {
    await open('player/blocked-tracks', blocked([]));
    expect(((await screen.findByRole('button', { name: 'Unblock Loud Song' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("You don't have permission to block or unblock tracks in this zone.")).toBeTruthy();
    await expectNoAxeViolations();
  });
});

describe('ZoneSettingsPage', { timeout: 20_000 }, () => {
  it('validates with the spec’s messages and keeps the input', async () => {
    const { environment } = await open('settings', zone(), ['ZoneSettingsPageUpdateMutation', 'ZoneSettingsPageRenameMutation']);
    const name = await screen.findByRole('textbox', { name: 'Zone name' });
    const replace = async (field: HTMLElement, text: string) => {
      await userEvent.clear(field);
      await userEvent.paste(text);
    };
    await replace(name, 'x'.repeat(51));
    await replace(screen.getByRole('textbox', { name: 'Crossfade length (seconds)' }), '11');
    await replace(screen.getByRole('textbox', { name: 'Cache size (MB)' }), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Must be less than 50 characters')).toBeTruthy();
    expect(screen.getByText('Must be at most 10')).toBeTruthy();
    expect(screen.getByText('Must be a number')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    await userEvent.clear(name);
    await userEvent.tab();
    expect(await screen.findByText('Cannot be empty')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((operation) => operationName(operation).startsWith('ZoneSettingsPage') && operationName(operation) !== 'ZoneSettingsPageQuery')).toBe(false);
  });

  it('saves the settings and keeps the input when the server refuses', async () => {
    const { environment } = await open('settings', zone(), ['ZoneSettingsPageUpdateMutation']);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Play in mono' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const update = await waitFor(() => environment.mock.findOperation((operation) => operationName(operation) === 'ZoneSettingsPageUpdateMutation'));
    expect(update.request.variables).toEqual({
      zoneId: ZONE_ID,
      settings: { ...SETTINGS, mono: true, downloadLimitation: { limitEnabled: false, hourStart: 8, hourEnd: 17, limitType: 'INSIDE' } },
    });
    act(() => environment.mock.rejectMostRecentOperation(new AppError('Speaker-system zones do not support settings', { kind: 'badRequest', status: 400 })));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Play in mono' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says a speaker-system zone has no settings', async () => {
    await open('settings', zone({ settings: null }));
    expect(await screen.findByText(/plays through a speaker system/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('has no axe violations and reaches its fields with the keyboard', async () => {
    const { container } = await open('settings');
    const name = await screen.findByRole('textbox', { name: 'Zone name' });
    act(() => name.focus());
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Play in mono' }));
    await expectNoAxeViolations(container);
  });
});
