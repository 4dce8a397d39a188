// A music source's context menu (core.md 2 'Controls and dialogs', 6 'Context menu'): preview, play,
// playTo, add, edit, duplicate and share, as sourceMenuActions allows for the account. Opened by its
// '…' button, or by right-click and Shift+F10 on the card or row it belongs to (useSourceMenuState's
// targetProps). The account's facts and the source's permissions load when the menu opens.
import { Suspense, useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useQueryLoader, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SourceMenuQuery } from '../../__generated__/SourceMenuQuery.graphql';
import { desktopBridge } from '../../app/desktopBridge';
import { sourceMenuActions } from '../../domain/sourceMenu';
import type { SourceMenuAction, SourceMenuFacts } from '../../domain/sourceMenu';
import { reportError } from '../../errors/report';
import sourceMenuTexts from '../../i18n/en/sourceMenu.json';
import { registerTexts } from '../../i18n/i18n';
import { accountPlanOf } from '../../routing/guardQueries';
import { Button } from '../../ui/Button';
import { Menu, MenuItem, MenuTrigger } from '../../ui/Menu';
import { useLibraryChange } from '../library/useLibraryChange';
import { useControlledZone } from '../playback/controlledZone';
import { openPlayTo } from '../playSource/openPlayTo';
import { usePlaySource } from '../playSource/usePlaySource';
import { openShareDialog } from './ShareDialog';
import { sourceCopyPath, sourceEditPath } from './sourceLinks';
import type { SourceRef } from './sourceLinks';

registerTexts(sourceMenuTexts);

export type MenuSource = SourceRef & { title: string };

const query = graphql`
  query SourceMenuQuery($id: ID!, $accountId: ID!) {
    account(id: $accountId) {
      plan
      restrictedDiscoverMusic
      restrictedEditMusic
    }
    node(id: $id) {
      ... on Playlist {
        permissions
        inMusicLibrary(library: $accountId)
      }
      ... on Schedule {
        schedulePermissions: permissions
        inMusicLibrary(library: $accountId)
      }
    }
  }
`;

export interface SourceMenuState {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** Spread on the source's card or row: right-click and Shift+F10 (or the menu key) open the menu. */
  targetProps: {
    onContextMenu: (event: React.MouseEvent) => void;
    onKeyDown: (event: React.KeyboardEvent) => void;
  };
}

export function useSourceMenuState(): SourceMenuState {
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    setOpen,
    targetProps: {
      onContextMenu(event) {
        event.preventDefault();
        setOpen(true);
      },
      onKeyDown(event) {
        if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
          event.preventDefault();
          setOpen(true);
        }
      },
    },
  };
}

export interface SourceMenuProps {
  source: MenuSource;
  /** The selected account; null without one (only preview and share then). */
  accountId: string | null;
  /** The card's or row's state, when the menu opens from it too. */
  state?: SourceMenuState;
}

export function SourceMenu({ source, accountId, state }: SourceMenuProps) {
  const { t } = useTranslation();
  const own = useSourceMenuState();
  const { isOpen, setOpen } = state ?? own;
  const [reference, load] = useQueryLoader<SourceMenuQuery>(query);

  useEffect(() => {
    if (isOpen && accountId) load({ id: source.id, accountId }, { fetchPolicy: 'store-and-network' });
  }, [isOpen, accountId, source.id, load]);

  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="quiet" className="source-menu__trigger" aria-label={t('sourceMenu.open', { title: source.title })}>
        <span aria-hidden="true">…</span>
      </Button>
      {accountId === null ? (
        <SourceMenuItems source={source} accountId={null} facts={null} />
      ) : (
        <Suspense fallback={<LoadingMenu title={source.title} />}>{reference ? <LoadedSourceMenu source={source} accountId={accountId} reference={reference} /> : <LoadingMenu title={source.title} />}</Suspense>
      )}
    </MenuTrigger>
  );
}

function LoadingMenu({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Menu aria-label={t('sourceMenu.menu', { title })} aria-busy="true">
      <MenuItem id="loading" isDisabled>
        {t('sourceMenu.loading')}
      </MenuItem>
    </Menu>
  );
}

function LoadedSourceMenu({ source, accountId, reference }: { source: MenuSource; accountId: string; reference: PreloadedQuery<SourceMenuQuery> }) {
  const data = usePreloadedQuery<SourceMenuQuery>(query, reference);
  const permissions: readonly string[] = data.node?.permissions ?? data.node?.schedulePermissions ?? [];
  const facts = {
    plan: data.account ? accountPlanOf(data.account.plan) : null,
    mayEdit: permissions.includes('EDIT'),
    // Any schedule the account can read can be kept; a playlist says so with ADD_TO_LIBRARY.
    saveable: source.kind === 'schedule' || permissions.includes('ADD_TO_LIBRARY'),
    restrictions: { editMusic: data.account?.restrictedEditMusic ?? false, discoverMusic: data.account?.restrictedDiscoverMusic ?? false },
    inLibrary: data.node?.inMusicLibrary ?? false,
  };
  return <SourceMenuItems source={source} accountId={accountId} facts={facts} />;
}

type AccountFacts = Pick<SourceMenuFacts, 'plan' | 'mayEdit' | 'saveable' | 'restrictions'> & { inLibrary: boolean };

function SourceMenuItems({ source, accountId, facts }: { source: MenuSource; accountId: string | null; facts: AccountFacts | null }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const play = usePlaySource();
  const changeLibrary = useLibraryChange();
  const controlledZone = useControlledZone(accountId);
  const actions = sourceMenuActions({
    accountSelected: accountId !== null,
    desktopShell: desktopBridge() !== undefined,
    playbackController: controlledZone !== null,
    kind: source.kind,
    mayEdit: facts?.mayEdit ?? false,
    plan: facts?.plan ?? null,
    saveable: facts?.saveable ?? false,
    restrictions: facts?.restrictions ?? { editMusic: false, discoverMusic: false },
  });
  const label = (action: SourceMenuAction) => (action === 'add' && facts?.inLibrary ? t('sourceMenu.remove') : t(`sourceMenu.${action}`));

  const run = (action: SourceMenuAction) => {
    const request = { accountId: accountId ?? '', source: { id: source.id, title: source.title } };
    switch (action) {
      case 'preview':
        // The preview player and its audio load with the first preview.
        void import('./previewSource').then(({ previewSource }) => previewSource(environment, source, accountId)).catch(reportError);
        break;
      case 'play':
        if (controlledZone) void play({ ...request, zoneIds: [controlledZone] });
        break;
      case 'playTo':
        openPlayTo(request);
        break;
      case 'add':
        changeLibrary(facts?.inLibrary ? 'remove' : 'add', request.accountId, { id: source.id, kind: source.kind === 'schedule' ? 'SCHEDULE' : 'PLAYLIST', name: source.title });
        break;
      case 'edit':
        void navigate(sourceEditPath(source));
        break;
      case 'duplicate':
        void navigate(sourceCopyPath(source));
        break;
      case 'share':
        openShareDialog(source);
        break;
    }
  };

  return (
    <Menu aria-label={t('sourceMenu.menu', { title: source.title })} autoFocus="first" onAction={(key: Key) => run(key as SourceMenuAction)}>
      {actions.map((action) => (
        <MenuItem key={action} id={action}>
          {label(action)}
        </MenuItem>
      ))}
    </Menu>
  );
}
