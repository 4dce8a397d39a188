import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../app/modals/ModalHost';
import { modals } from '../../../app/modals/modalStore';
import { toasts } from '../../../app/toasts/toastStore';
import { OPTIMISTIC_TIMEOUT_MS } from '../../../domain/playbackControl';
import { AppError } from '../../../errors/AppError';
import { optimisticPlayback } from '../../../fragments/playback/optimisticPlayback';
import { expectNoAxeViolations } from '../../../testing/axe';
import { operationName } from '../../../testing/renderWithRelay';
import { ACCOUNT_ID, ZONE_ID, ZONE_STATUS_OK, renderZone, zonePath } from './renderZone';

const ALL_PERMISSIONS = ['PLAYBACK_WRITE', 'SETTINGS_WRITE', 'BLOCK_TRACKS', 'SUBSCRIPTION_WRITE'];
const SUBSCRIPTIONS = ['zoneUpdatesPlaybackSubscription', 'zoneUpdatesNowPlayingSubscription', 'zoneUpdatesSoundZoneSubscription'];

interface ZoneFixture {
  permissions?: string[];
  tier?: string;
  state?: string;
  queue?: { id: string; title: string }[];
  /** A schedule drives the zone: its slot plays this playlist, and the next slot starts then. */
  schedule?: { slotPlaylist: string; nextSlotStartsAt: string };
  /** A holiday or campaign override applies now, until then. */
  override?: { name: string; endsAt: string };
}

function resolvers({ permissions = ALL_PERMISSIONS, tier = 'TIER_3', state = 'playing', queue = [], schedule, override }: ZoneFixture = {}): MockResolvers {
  let queued = 0;
  const playFrom = schedule ? { __typename: 'Schedule', id: 'schedule-1', name: 'Weekdays' } : { __typename: 'Playlist', id: 'source-1', name: 'Sunny Brunch' };
  return {
    SoundZone: () => ({ id: ZONE_ID, name: 'Bar area', permissions, remoteCode: 'K4P9X2', settings: { crossfade: false, staffControl: true }, playFrom }),
    NowPlaying: () => ({ playFrom: schedule ? { __typename: 'ScheduleSource', playlist: { id: 'p-calm', name: schedule.slotPlaylist } } : { __typename: 'Playlist' } }),
    ...ZONE_STATUS_OK,
    Location: () => ({ name: 'Stockholm Södermalm', timezone: 'Europe/Stockholm' }),
    Account: () => ({ tier }),
    Playback: () => ({
      state,
      volume: 8,
      playOrder: 'SHUFFLE',
      availablePlayOrders: ['LINEAR', 'SHUFFLE'],
      progressMs: 30_000,
      progressUpdatedAt: new Date().toISOString(),
      nextSlotStartsAt: schedule?.nextSlotStartsAt ?? null,
      queue: queue.map(() => ({})),
      activeOverride: override ? { endsAt: override.endsAt, override: { name: override.name, source: { __typename: 'Schedule', id: 'schedule-xmas', name: 'Christmas' } } } : null,
    }),
    // The queue's tracks are the fixture's, in order; any other track is the one playing.
    Track: (context) => {
      if (context.path?.includes('queue')) {
        const track = queue[queued++ % queue.length]!;
        return { id: track.id, title: track.title, durationMs: 200_000, artists: [{ name: 'Mira Holm' }] };
      }
      return { id: 'track-now', title: 'Morning Light', durationMs: 180_000, artists: [{ name: 'Ada Lind' }], album: { title: 'Quiet Rooms' } };
    },
  };
}

const findOperation = (environment: RelayMockEnvironment, name: string): OperationDescriptor => environment.mock.findOperation((operation) => operationName(operation) === name);

async function renderPlayer(fixture: ZoneFixture = {}, pending: string[] = []) {
  const view = renderZone({
    at: zonePath('player'),
    mockResolvers: resolvers(fixture),
    pending: [...SUBSCRIPTIONS, ...pending],
    wrap: (children) => (
      <>
        {children}
        <ModalHost />
      </>
    ),
  });
  await screen.findByRole('heading', { name: 'Bar area', level: 1 });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
  optimisticPlayback.layersOf(ZONE_ID).forEach((layer) => optimisticPlayback.remove(ZONE_ID, layer.id));
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
  modals.getModals().forEach((modal) => modals.close(modal.id));
});

describe('ZonePlayerPage', () => {
  it('shows what plays now with its cover, artists, album, source and position', async () => {
    await renderPlayer();
    expect(screen.getByText('Morning Light')).toBeTruthy();
    expect(screen.getByText('Ada Lind')).toBeTruthy();
    expect(screen.getByText('From Quiet Rooms')).toBeTruthy();
    expect(screen.getByText('Sunny Brunch')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Track progress' }).getAttribute('aria-valuetext')).toMatch(/^0:3\d of 3:00$/);
    expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext') ?? (screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).value).toBe('50');
  });

  it("shows a schedule's slot playlist and when its next slot starts, and no slot for a playlist", async () => {
    const view = await renderPlayer({ schedule: { slotPlaylist: 'Calm Morning', nextSlotStartsAt: '2026-11-30T07:00:00.000Z' } });
    const source = screen.getByRole('region', { name: 'Playing from' });
    expect(within(source).getByText('Weekdays')).toBeTruthy();
    expect(within(source).getByText('This slot plays').textContent).toBe('This slot plays Calm Morning');
    expect(within(source).getByRole('link', { name: 'Calm Morning' }).getAttribute('href')).toBe('/discover/music/p-calm');
    expect(within(source).getByText(/^Next schedule slot starts /)).toBeTruthy();
    view.unmount();
    await renderPlayer();
    expect(screen.queryByText(/This slot plays/)).toBeNull();
  });

  it('pauses at once, and rolls back with a toast when the server refuses', async () => {
    const { environment } = await renderPlayer({}, ['playbackCommandsPauseMutation']);
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    act(() => environment.mock.rejectMostRecentOperation(new Error('Player unreachable')));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(toasts.getToasts().map((toast) => toast.message)).toEqual([expect.stringMatching(/^Couldn't change playback: /)]);
  });

  it("opens the 'zone has no subscription' dialog when play is refused for want of a licence, leading to the zone's subscription", { timeout: 15_000 }, async () => {
    const { environment, router } = await renderPlayer({ state: 'paused' }, ['playbackCommandsPlayMutation']);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    // The network layer turns the refusal (FORBIDDEN, errorType no_subscription) into an AppError.
    act(() => environment.mock.rejectMostRecentOperation(new AppError('The sound zone has no active subscription', { kind: 'forbidden', errorType: 'no_subscription' })));
    const dialog = await screen.findByRole('alertdialog', { name: 'This zone has no subscription' });
    expect(dialog.textContent).toContain('to play Sunny Brunch there');
    expect(optimisticPlayback.layersOf(ZONE_ID)).toEqual([]);
    expect(toasts.getToasts().filter((toast) => toast.visible)).toEqual([]);
    await expectNoAxeViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(zonePath('subscription')));
  });

  it('drops the optimistic change after 5 s when nothing confirms it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPlayer({}, ['playbackCommandsPauseMutation']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(OPTIMISTIC_TIMEOUT_MS - 100));
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('skips at once to the first queued track, marked as queued', async () => {
    const { environment } = await renderPlayer({ queue: [{ id: 'q-1', title: 'Harbour Lights' }] }, ['playbackCommandsSkipTrackMutation']);
    const queue = screen.getByRole('region', { name: 'Up next' });
    expect(within(queue).getByText('Harbour Lights')).toBeTruthy();
    expect(within(queue).getByText('Queued')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Skip track' }));
    expect(within(screen.getByRole('region', { name: /Now playing/ })).getByText('Harbour Lights')).toBeTruthy();
    expect(findOperation(environment, 'playbackCommandsSkipTrackMutation').request.variables).toEqual({ zoneId: ZONE_ID });
  });

  it('sends the volume on the API scale when the slider is moved with the keyboard', async () => {
    const { environment } = await renderPlayer({}, ['playbackCommandsSetVolumeMutation']);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    act(() => slider.focus());
    await userEvent.keyboard('{End}');
    expect(findOperation(environment, 'playbackCommandsSetVolumeMutation').request.variables).toEqual({ zoneId: ZONE_ID, volume: 16 });
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).value).toBe('100');
  });

  it('changes the play order among the orders the source allows', async () => {
    const { environment } = await renderPlayer({}, ['playbackCommandsSetPlaybackOrderMutation']);
    const group = screen.getByRole('radiogroup', { name: 'Play order' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['In order', 'Shuffle']);
    await userEvent.click(within(group).getByRole('radio', { name: 'In order' }));
    expect((within(group).getByRole('radio', { name: 'In order' }) as HTMLInputElement).checked).toBe(true);
    expect(findOperation(environment, 'playbackCommandsSetPlaybackOrderMutation').request.variables).toEqual({ zoneId: ZONE_ID, playOrder: 'LINEAR' });
  });

  it('shows a change made elsewhere as its update arrives', async () => {
    const { environment } = await renderPlayer();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    act(() => {
      const operation = findOperation(environment, 'zoneUpdatesPlaybackSubscription');
      environment.mock.nextValue(operation, MockPayloadGenerator.generate(operation, { Playback: () => ({ state: 'paused', volume: 4, playOrder: 'LINEAR', availablePlayOrders: ['LINEAR', 'SHUFFLE'], queue: [], activeOverride: null }) }));
    });
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).value).toBe('25');
    act(() => {
      const operation = findOperation(environment, 'zoneUpdatesNowPlayingSubscription');
      environment.mock.nextValue(operation, MockPayloadGenerator.generate(operation, { Track: () => ({ id: 'track-new', title: 'Evening Tide', durationMs: 200_000, artists: [{ name: 'Nils Berg' }] }) }));
    });
    expect(screen.getByText('Evening Tide')).toBeTruthy();
  });

  it('shows the override the zone follows and its last day in the zone’s time zone, with a link to the overrides', async () => {
    // 23:00 UTC on 26 December is midnight in Stockholm: the end of the override's last local day.
    await renderPlayer({ override: { name: 'Christmas week', endsAt: '2026-12-26T23:00:00Z' } });
    const note = screen.getByText(/^Holiday override: Christmas week/);
    expect(note.textContent).toBe('Holiday override: Christmas week plays until the end of Dec 26, 2026 Holidays and campaigns');
    expect(within(note).getByRole('link', { name: 'Holidays and campaigns' }).getAttribute('href')).toBe(`/accounts/${ACCOUNT_ID}/your-music/overrides`);
    // The override's source plays in place of the zone's own, which comes back after it.
    const source = screen.getByRole('region', { name: 'Playing from' });
    expect(source.querySelector('.zone-player__source-name')?.textContent).toBe('Christmas');
    expect(within(source).getByText('Afterwards: Sunny Brunch')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows an override as the playback update bringing it arrives, and drops it as the next one ends it', async () => {
    const { environment } = await renderPlayer();
    expect(screen.queryByText(/Holiday override/)).toBeNull();
    const update = (activeOverride: unknown) =>
      act(() => {
        const operation = findOperation(environment, 'zoneUpdatesPlaybackSubscription');
        environment.mock.nextValue(operation, MockPayloadGenerator.generate(operation, { Playback: () => ({ state: 'playing', volume: 8, playOrder: 'SHUFFLE', availablePlayOrders: ['LINEAR', 'SHUFFLE'], queue: [], activeOverride }) }));
      });
    update({ endsAt: '2027-01-06T23:00:00Z', override: { name: 'Winter sale', source: { __typename: 'Playlist', id: 'sale', name: 'Sale Beats' } } });
    expect(await screen.findByText(/^Holiday override: Winter sale plays until the end of Jan 6, 2027/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Playing from' }).querySelector('.zone-player__source-name')?.textContent).toBe('Sale Beats');
    update(null);
    expect(screen.queryByText(/Holiday override/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Playing from' }).querySelector('.zone-player__source-name')?.textContent).toBe('Sunny Brunch');
  });

  it('disables the controls and says why without PLAYBACK_WRITE', async () => {
    await renderPlayer({ permissions: [] });
    const reason = "You don't have permission to control playback in this zone.";
    expect(screen.getByText(reason)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pause' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Skip track' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause' }).getAttribute('aria-describedby')).toBe(screen.getByText(reason).id);
  });

  it('offers the pair pages of each kind of player when the zone has none, to those who may pair', async () => {
    await renderPlayer({ state: 'unpaired', permissions: [...ALL_PERMISSIONS, 'PAIR'] });
    const pair = screen.getByRole('navigation', { name: 'Pair a player' });
    expect(within(pair).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      ['hardware', 'desktop', 'mobile', 'sonos'].map((kind) => `/accounts/${ACCOUNT_ID}/zones/${ZONE_ID}/player/pair/${kind}`),
    );
  });

  it('offers no pair pages while the player plays, or without PAIR', async () => {
    const { unmount } = await renderPlayer({ permissions: [...ALL_PERMISSIONS, 'PAIR'] });
    expect(screen.queryByRole('navigation', { name: 'Pair a player' })).toBeNull();
    unmount();
    await renderPlayer({ state: 'unpaired', permissions: ALL_PERMISSIONS.filter((permission) => permission !== 'PAIR') });
    expect(screen.queryByRole('navigation', { name: 'Pair a player' })).toBeNull();
  });

  it('says why the queue cannot be cleared below tier 2', async () => {
    await renderPlayer({ tier: 'TIER_1', queue: [{ id: 'q-1', title: 'Harbour Lights' }] });
    const clear = screen.getByRole('button', { name: 'Clear queue' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(true);
    expect(screen.getByText('Clearing the queue needs a Tier 2 or higher plan.')).toBeTruthy();
  });

  it('clears the queue at once from tier 2', async () => {
    await renderPlayer({ tier: 'TIER_2', queue: [{ id: 'q-1', title: 'Harbour Lights' }] }, ['playbackCommandsClearQueuedTracksMutation']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear queue' }));
    expect(screen.queryByText('Harbour Lights')).toBeNull();
    expect(screen.getByText(/^Nothing queued/)).toBeTruthy();
  });

  it('turns crossfade on at once', async () => {
    const { environment } = await renderPlayer({}, ['playbackCommandsSetCrossfadeMutation']);
    await userEvent.click(screen.getByRole('switch', { name: 'Crossfade between tracks' }));
    expect((screen.getByRole('switch', { name: 'Crossfade between tracks' }) as HTMLInputElement).checked).toBe(true);
    expect(findOperation(environment, 'playbackCommandsSetCrossfadeMutation').request.variables).toEqual({ zoneId: ZONE_ID, crossfade: true });
  });

  it('is keyboard usable: Tab reaches play, skip and volume in order', async () => {
    await renderPlayer();
    const pause = screen.getByRole('button', { name: 'Pause' });
    act(() => pause.focus());
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Skip track' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Volume' }));
  });

  it('focuses the control a player action names', async () => {
    renderZone({ at: zonePath('player/volume'), mockResolvers: resolvers(), pending: SUBSCRIPTIONS });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'Volume' })));
  });

  it('has no axe violations', async () => {
    await renderPlayer({ queue: [{ id: 'q-1', title: 'Harbour Lights' }] });
    await expectNoAxeViolations();
  });
});
