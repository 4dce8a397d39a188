import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { ArtworkTestQuery } from '../__generated__/ArtworkTestQuery.graphql';
import { renderWithRelay } from '../testing/renderWithRelay';
import { Artwork, artworkUrl } from './Artwork';

function Subject({ label }: { label?: string }) {
  const data = useLazyLoadQuery<ArtworkTestQuery>(
    graphql`
      query ArtworkTestQuery @relay_test_operation {
        playlist(id: "playlist") {
          display {
            ...Artwork_display
          }
        }
      }
    `,
    {},
  );
  return <Artwork display={data.playlist?.display} size={48} label={label} />;
}

describe('Artwork', () => {
  it('fills the size into the URL template, within the 3000 pixel limit', () => {
    expect(artworkUrl('https://img/%w/%h', 96)).toBe('https://img/96/96');
    expect(artworkUrl('https://img/%w/%h', 5000)).toBe('https://img/3000/3000');
  });

  it('draws the image at twice its size, decorative unless labelled', async () => {
    renderWithRelay(<Subject />, {
      mockResolvers: { Image: () => ({ url: 'https://img/%w/%h', placeholder: '#123456' }) },
    });
    const image = await screen.findByRole('presentation');
    expect(image.getAttribute('src')).toBe('https://img/96/96');
    expect(image.getAttribute('alt')).toBe('');
  });

  it('shows the colour alone without an image, named when labelled', async () => {
    renderWithRelay(<Subject label="Morning Jazz" />, {
      mockResolvers: { Display: () => ({ image: null, colors: { primary: { hex: '#abcdef' } } }) },
    });
    expect((await screen.findByRole('img', { name: 'Morning Jazz' })).style.background).toBe('rgb(171, 205, 239)');
  });
});
