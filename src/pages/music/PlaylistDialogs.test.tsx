import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import playlistTexts from '../../i18n/en/playlists.json';
import { registerTexts } from '../../i18n/i18n';
import { expectNoAxeViolations } from '../../testing/axe';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { PartialAddDialog, TrackLimitDialog, UpdateErrorDialog } from './PlaylistDialogs';

registerTexts(playlistTexts);

const renderDialog = (dialog: React.ReactNode) => renderWithRelay(dialog);

describe('the playlist dialogs', { timeout: 20_000 }, () => {
  it("the update-error dialog shows the server's message and offers Reload and Cancel", async () => {
    const onReload = vi.fn();
    const onCancel = vi.fn();
    renderDialog(<UpdateErrorDialog message="Playlist snapshot mismatch between dispatch and cache" onReload={onReload} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'The playlist could not be updated' });
    expect(dialog.textContent).toContain('Playlist snapshot mismatch between dispatch and cache');
    await expectNoAxeViolations(document.body);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('the update-error dialog is closed without a message', () => {
    renderDialog(<UpdateErrorDialog message={null} onReload={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the track-limit dialog says nothing was added at 3000 tracks, and closes with OK or Escape', async () => {
    const onClose = vi.fn();
    renderDialog(<TrackLimitDialog isOpen onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'The playlist is full' });
    expect(dialog.textContent).toContain('A playlist can hold at most 3000 tracks, so nothing was added.');
    await expectNoAxeViolations(document.body);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('the partial-add confirmation says how many fit and adds only those on confirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderDialog(<PartialAddDialog partial={{ fits: 2, count: 5 }} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog', { name: 'Not all tracks fit' });
    expect(dialog.textContent).toContain('A playlist can hold at most 3000 tracks. Only 2 of the 5 tracks fit. Add those?');
    await expectNoAxeViolations(document.body);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add 2 tracks' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
