import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import SourceMenuQuery from '../../__generated__/SourceMenuQuery.graphql';
import { ModalHost } from '../../app/modals/ModalHost';
import { modals } from '../../app/modals/modalStore';
import { expectNoAxeViolations } from '../../testing/axe';
import '../../testing/cssEscape';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { forgetControlledZone, rememberControlledZone } from '../playback/controlledZone';
import { SourceMenu, useSourceMenuState } from './SourceMenu';
import type { MenuSource } from './SourceMenu';

const ACCOUNT = 'acc-1';
const PLAYLIST: MenuSource = { id: 'pl-1', kind: 'playlist', title: 'Lounge' };
const SCHEDULE: MenuSource = { id: 'sch-1', kind: 'schedule', title: 'Week' };

interface Facts {
  plan?: string;
  permissions?: string[];
  inLibrary?: boolean;
  restrictedEditMusic?: boolean;
  restrictedDiscoverMusic?: boolean;
}

function resolvers(source: MenuSource, facts: Facts): MockResolvers {
  const { plan = 'UNLIMITED', permissions = ['EDIT', 'ADD_TO_LIBRARY'], inLibrary = false, restrictedEditMusic = false, restrictedDiscoverMusic = false } = facts;
  return {
    Account: () => ({ id: ACCOUNT, plan, restrictedEditMusic, restrictedDiscoverMusic }),
    Node: () => ({ __typename: source.kind === 'schedule' ? 'Schedule' : 'Playlist' }),
    Playlist: () => ({ id: source.id, permissions, inMusicLibrary: inLibrary }),
    Schedule: () => ({ id: source.id, permissions, inMusicLibrary: inLibrary }),
  };
}

function Row({ source, accountId }: { source: MenuSource; accountId: string | null }) {
  const state = useSourceMenuState();
  const location = useLocation();
  return (
    <div>
      <p>at {location.pathname}</p>
      <div role="group" aria-label={source.title} tabIndex={0} {...state.targetProps}>
        {source.title}
        <SourceMenu source={source} accountId={accountId} state={state} />
      </div>
      <ModalHost />
    </div>
  );
}

function renderMenu(source: MenuSource = PLAYLIST, accountId: string | null = ACCOUNT, facts: Facts = {}) {
  const environment = createMockEnvironment();
  if (accountId) environment.mock.queuePendingOperation(SourceMenuQuery, { id: source.id, accountId });
  const answered: OperationDescriptor[] = [];
  const mockResolvers = (operation: OperationDescriptor) => {
    answered.push(operation);
    return resolvers(source, facts);
  };
  const view = renderWithRelay(<Row source={source} accountId={accountId} />, { environment, mockResolvers, pending: ['previewSourceTracksQuery'] });
  const asked = (name: string) => [...answered, ...environment.mock.getAllOperations()].filter((operation) => operationName(operation) === name);
  return { ...view, environment, asked, user: userEvent.setup() };
}

async function openByButton(title = PLAYLIST.title) {
  fireEvent.click(screen.getByRole('button', { name: `More actions for ${title}` }));
  return screen.findByRole('menu');
}

const itemNames = async (menu: HTMLElement) => {
  await waitFor(() => expect(within(menu).queryByText('Loading actions')).toBeNull());
  return within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
};

afterEach(() => {
  forgetControlledZone(ACCOUNT);
  act(() => {
    for (const modal of modals.getModals()) modals.close(modal.id);
  });
});

describe('SourceMenu (core.md 2, 6 Context menu)', () => {
  it('offers only preview and share without an account, and asks nothing', async () => {
    const { asked } = renderMenu(PLAYLIST, null);
    expect(await itemNames(await openByButton())).toEqual(['Preview', 'Share']);
    expect(asked('SourceMenuQuery')).toEqual([]);
  });

  it("offers an account's actions on a playlist it may edit, and is accessible", async () => {
    const { container } = renderMenu();
    expect(await itemNames(await openByButton())).toEqual(['Preview', 'Play to…', 'Add to library', 'Edit', 'Share']);
    await expectNoAxeViolations(container);
  });

  it('follows the plan, the permissions, the library and the restrictions', async () => {
    const { unmount } = renderMenu(PLAYLIST, ACCOUNT, { plan: 'STARTER', inLibrary: true });
    expect(await itemNames(await openByButton())).toEqual(['Preview', 'Play to…', 'Remove from library', 'Share']);
    unmount();
    const second = renderMenu(SCHEDULE, ACCOUNT, { permissions: ['EDIT'], restrictedDiscoverMusic: true });
    expect(await itemNames(await openByButton(SCHEDULE.title))).toEqual(['Preview', 'Play to…', 'Edit', 'Share']);
    second.unmount();
    renderMenu(SCHEDULE, ACCOUNT, { permissions: [] });
    expect(await itemNames(await openByButton(SCHEDULE.title))).toEqual(['Preview', 'Play to…', 'Add to library', 'Duplicate', 'Share']);
  });

  it('shows play instead of preview while a zone is controlled, and plays the source there', async () => {
    rememberControlledZone(ACCOUNT, 'zone-1');
    const { asked } = renderMenu();
    const menu = await openByButton();
    expect(await itemNames(menu)).toEqual(['Play', 'Play to…', 'Add to library', 'Edit', 'Share']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Play' }));
    await waitFor(() => expect(asked('usePlaySourceAssignMutation')).toHaveLength(1));
    expect(asked('usePlaySourceAssignMutation')[0]!.request.variables.input).toMatchObject({ soundZones: ['zone-1'], source: PLAYLIST.id });
  });

  it('opens from the row with right-click and with Shift+F10', async () => {
    const { user } = renderMenu();
    fireEvent.contextMenu(screen.getByRole('group', { name: PLAYLIST.title }));
    expect(await screen.findByRole('menu')).toBeDefined();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    screen.getByRole('group', { name: PLAYLIST.title }).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'));
    expect(menu.contains(document.activeElement)).toBe(true);
  });

  it('edits at {url}/edit and duplicates a schedule at {url}/copy', async () => {
    const { unmount } = renderMenu();
    fireEvent.click(within(await openByButton()).getByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByText('at /discover/music/pl-1/edit')).toBeDefined();
    unmount();
    renderMenu(SCHEDULE, ACCOUNT, { permissions: [] });
    const menu = await openByButton(SCHEDULE.title);
    await itemNames(menu);
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('at /discover/schedule/sch-1/copy')).toBeDefined();
  });

  it('adds to the library and shares in the share dialog', async () => {
    const { asked } = renderMenu();
    let menu = await openByButton();
    await itemNames(menu);
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Add to library' }));
    await waitFor(() => expect(asked('useLibraryChangeAddMutation')).toHaveLength(1));
    expect(asked('useLibraryChangeAddMutation')[0]!.request.variables).toEqual({ owner: ACCOUNT, input: { items: [{ id: PLAYLIST.id, itemKind: 'PLAYLIST' }] } });
    menu = await openByButton();
    await itemNames(menu);
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share Lounge' })).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Public link' }) as HTMLInputElement).value).toBe(`${window.location.origin}/discover/music/pl-1`);
  });

  it('previews a playlist: its first 50 tracks are asked for', async () => {
    const { asked } = renderMenu();
    const menu = await openByButton();
    await itemNames(menu);
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Preview' }));
    await waitFor(() => expect(asked('previewSourceTracksQuery')).toHaveLength(1));
    expect(asked('previewSourceTracksQuery')[0]!.request.variables).toMatchObject({ id: PLAYLIST.id, first: 50, accountId: ACCOUNT, hasAccount: true });
  });
});
