import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { expectNoAxeViolations } from '../testing/axe';
import { PreviewBar } from './PreviewBar';
import { PreviewButton } from './PreviewButton';
import { createPreviewStore } from './previewStore';
import { FakeAudio } from './testing';

const track = (n: number, facts: { previewUrl?: string | null; isAvailable?: boolean } = {}) => ({
  id: `t${n}`,
  title: `Track ${n}`,
  artistNames: ['Nils'],
  previewUrl: `/media/tracks/t${n}/preview`,
  isAvailable: true,
  ...facts,
});

const heard = (n: number) => ({ id: `t${n}`, title: `Track ${n}`, artistNames: ['Nils'], previewUrl: `/media/tracks/t${n}/preview` });

function setup() {
  const audio = new FakeAudio();
  const store = createPreviewStore(() => audio);
  const ui = (children: React.ReactNode) => render(<I18nextProvider i18n={createI18n()}>{children}</I18nextProvider>);
  return { audio, store, ui };
}

describe('PreviewButton', () => {
  it('previews the track alone, then pauses and resumes it', () => {
    const { audio, store, ui } = setup();
    ui(<PreviewButton track={track(1)} store={store} />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview Track 1' }));
    expect(audio).toMatchObject({ src: '/media/tracks/t1/preview', playing: true });
    fireEvent.click(screen.getByRole('button', { name: 'Pause the preview of Track 1' }));
    expect(audio.playing).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Preview Track 1' }));
    expect(audio.playing).toBe(true);
  });

  it.each([
    ['unavailable', { isAvailable: false }],
    ['without a preview URL', { previewUrl: null }],
  ])('is disabled for a track %s', (_name, facts) => {
    const { ui, store } = setup();
    ui(<PreviewButton track={track(1, facts)} store={store} />);
    expect(screen.getByRole('button', { name: 'No preview for this track' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('PreviewBar', () => {
  it('shows nothing until something is previewed', () => {
    const { ui, store } = setup();
    const { container } = ui(<PreviewBar store={store} />);
    expect(container.textContent).toBe('');
  });

  it('shows the track and its place, pauses, stops, and offers the history again', async () => {
    const { audio, store, ui } = setup();
    ui(<PreviewBar store={store} />);
    act(() => store.previewTracks({ id: 'p1', title: 'Morning' }, [heard(1), heard(2)]));
    const bar = screen.getByRole('region', { name: 'Preview' });
    expect(bar.querySelector('.preview-bar__title')?.textContent).toBe('Track 1');
    expect(within(bar).getByText('Nils · Preview of Morning · Track 1 of 2')).toBeTruthy();
    await expectNoAxeViolations();
    fireEvent.click(within(bar).getByRole('button', { name: 'Pause preview' }));
    expect(audio.playing).toBe(false);
    fireEvent.click(within(bar).getByRole('button', { name: 'Play preview' }));
    // A clip of a track of several lasts 10 s: the bar shows how far it has played.
    act(() => audio.reach(4));
    const progress = within(bar).getByRole('progressbar', { name: 'Preview progress' });
    expect([progress.getAttribute('value'), progress.getAttribute('max'), progress.getAttribute('aria-valuetext')]).toEqual(['4000', '10000', '4 of 10 seconds']);
    act(() => audio.reach(10));
    expect(within(bar).getByRole('progressbar').getAttribute('value')).toBe('0');
    expect(audio.src).toBe('/media/tracks/t2/preview');
    fireEvent.click(within(bar).getByRole('button', { name: 'Preview Track 1 again' }));
    expect(audio).toMatchObject({ src: '/media/tracks/t1/preview', playing: true });
    fireEvent.click(within(bar).getByRole('button', { name: 'Stop preview' }));
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    expect(audio.playing).toBe(false);
  });

  it('says why a preview could not start', async () => {
    const { store, ui } = setup();
    ui(<PreviewBar store={store} />);
    await act(() =>
      store.previewCollection({ id: 'p1', title: 'Morning' }, async () => {
        throw new Error('Network down');
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not preview Morning: Network down');
  });
});
