// One library item wherever the library is listed (the library page, the sidebar): its cover, title and
// kind, a link to it (none on playlists for a royalty-free account, navigation.md 2.8), the button
// that takes it out of the library, and its context menu (also on right-click and Shift+F10). The
// sidebar's compact row (navigation.md 2.8: cover, title, subtitle, context menu) leaves the button to
// the menu's own remove item, so in its 240 px the title keeps the row's width.
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { LibraryItemRow_item$key } from '../../__generated__/LibraryItemRow_item.graphql';
import { accountPath } from '../../routing/paths';
import { Link } from '../../ui/Link';
import { Skeleton } from '../../ui/Skeleton';
import { Artwork } from '../Artwork';
import { SourceMenu, useSourceMenuState } from '../sourceMenu/SourceMenu';
import { LibraryButton } from './LibraryButton';
import './LibraryItemRow.css';

const fragment = graphql`
  fragment LibraryItemRow_item on LibraryItemNode {
    __typename
    ... on Playlist {
      id
      name
      display {
        ...Artwork_display
      }
    }
    ... on Schedule {
      id
      name
      display {
        ...Artwork_display
      }
    }
  }
`;

/** Where an item leads: a playlist's music page, a schedule's page in the account. */
export function libraryItemHref(kind: 'Playlist' | 'Schedule', id: string, accountId: string): string {
  return kind === 'Playlist' ? `/discover/music/${encodeURIComponent(id)}` : accountPath(accountId, `/your-music/schedules/${encodeURIComponent(id)}`);
}

export interface LibraryItemRowProps {
  item: LibraryItemRow_item$key;
  accountId: string;
  isRoyaltyFree: boolean;
  /** Cover size in CSS pixels (core.md 9: 48, 96 or 144). */
  coverSize: 48 | 96 | 144;
  /** The sidebar's row: no library button (the context menu removes the item) and a narrow menu button. */
  compact?: boolean;
}

export function LibraryItemRow({ item: key, accountId, isRoyaltyFree, coverSize, compact = false }: LibraryItemRowProps) {
  const { t } = useTranslation();
  const item = useFragment(fragment, key);
  const menu = useSourceMenuState();
  if (item.__typename !== 'Playlist' && item.__typename !== 'Schedule') return null;
  const kind = item.__typename;
  const linked = !(isRoyaltyFree && kind === 'Playlist');
  return (
    <div className="library-item" data-compact={compact || undefined} {...menu.targetProps}>
      <Artwork display={item.display} size={coverSize} />
      <div className="library-item__text">
        {linked ? (
          <Link className="library-item__title" href={libraryItemHref(kind, item.id, accountId)}>
            {item.name}
          </Link>
        ) : (
          <span className="library-item__title">{item.name}</span>
        )}
        <span className="library-item__subtitle">{t(`library.kind.${kind}`)}</span>
      </div>
      {!compact && <LibraryButton accountId={accountId} item={{ id: item.id, kind: kind === 'Playlist' ? 'PLAYLIST' : 'SCHEDULE', name: item.name }} inLibrary />}
      <SourceMenu source={{ id: item.id, kind: kind === 'Playlist' ? 'playlist' : 'schedule', title: item.name }} accountId={accountId} state={menu} />
    </div>
  );
}

/** A placeholder row while items load. */
export function LibraryItemRowSkeleton({ coverSize }: { coverSize: number }) {
  return (
    <div className="library-item" aria-hidden="true">
      <Skeleton width={coverSize} height={coverSize} radius="var(--radius)" />
      <div className="library-item__text">
        <Skeleton width="60%" height="1em" />
        <Skeleton width="30%" height="0.8em" />
      </div>
    </div>
  );
}
