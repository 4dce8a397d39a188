// A card of the catalogue wherever editorial sections and discover pages list music: the artwork
// (round for an artist), the title and a line under it, as one link to the item's page. Sizes are the
// spec's cover sizes (core.md 9: 48, 96, 144).
import { graphql, useFragment } from 'react-relay';
import type { CatalogueCard_item$key } from '../../__generated__/CatalogueCard_item.graphql';
import { Link } from '../../ui/Link';
import { Artwork } from '../Artwork';
import { catalogueHref } from './catalogueHref';
import './CatalogueCard.css';

export type CardSize = 48 | 96 | 144;

export interface CatalogueCardProps {
  item: CatalogueCard_item$key;
  size: CardSize;
  /** Laid out as a row (a list) rather than a tile. */
  row?: boolean;
}

export function CatalogueCard({ item: key, size, row = false }: CatalogueCardProps) {
  const item = useFragment(
    graphql`
      fragment CatalogueCard_item on Displayable {
        __typename
        display {
          title
          description
          ...Artwork_display
        }
        ... on Node {
          id
        }
        ... on Track {
          album {
            id
          }
        }
        ... on EditorialLink {
          path
        }
        ... on EditorialCard {
          target {
            __typename
            ... on Node {
              id
            }
            ... on Track {
              album {
                id
              }
            }
          }
        }
      }
    `,
    key,
  );
  const href = catalogueHref({ __typename: item.__typename, id: item.id, path: item.path, album: item.album, target: item.target });
  const round = item.__typename === 'Artist';
  const body = (
    <>
      <Artwork display={item.display} size={size} round={round} />
      <span className="catalogue-card__text">
        <span className="catalogue-card__title">{item.display.title}</span>
        {item.display.description ? <span className="catalogue-card__description">{item.display.description}</span> : null}
      </span>
    </>
  );
  const className = `catalogue-card${row ? ' catalogue-card--row' : ''}${round ? ' catalogue-card--round' : ''}`;
  if (!href) return <span className={className}>{body}</span>;
  return (
    <Link href={href} className={className} style={{ ['--card-size' as string]: `${size}px` }}>
      {body}
    </Link>
  );
}
