// Cover art wherever music appears: the image at the size it is drawn (twice that for sharp screens),
// over its placeholder colour while it loads, and the colour alone when there is no image.
import { graphql, useFragment } from 'react-relay';
import type { Artwork_display$key } from '../__generated__/Artwork_display.graphql';
import './Artwork.css';

/** The image of a URL template with %w and %h at a size (core.md 3: each at most 3000). */
export const artworkUrl = (template: string, size: number): string => {
  const pixels = String(Math.min(3000, Math.max(1, Math.round(size))));
  return template.replaceAll('%w', pixels).replaceAll('%h', pixels);
};

export interface ArtworkProps {
  display: Artwork_display$key | null | undefined;
  /** Drawn width and height in CSS pixels. */
  size: number;
  /** Rounded (an artist) rather than square. */
  round?: boolean;
  /** Decorative beside a title that names it (the default), or named for itself. */
  label?: string;
}

export function Artwork({ display: key, size, round = false, label }: ArtworkProps) {
  const display = useFragment(
    graphql`
      fragment Artwork_display on Display {
        colors {
          primary {
            hex
          }
        }
        image {
          url
          placeholder
        }
      }
    `,
    key,
  );
  const background = display?.image?.placeholder ?? display?.colors?.primary.hex ?? undefined;
  const className = round ? 'artwork artwork--round' : 'artwork';
  const style = { width: size, height: size, background };
  if (!display?.image) return <span className={className} style={style} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
  return (
    <img
      className={className}
      style={style}
      src={artworkUrl(display.image.url, size * 2)}
      width={size}
      height={size}
      alt={label ?? ''}
      loading="lazy"
      decoding="async"
    />
  );
}
