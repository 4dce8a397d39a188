import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalHost } from '../../app/modals/ModalHost';
import { createModalStore } from '../../app/modals/modalStore';
import en from '../../i18n/en.json';
import { expectNoAxeViolations } from '../../testing/axe';
import { showClientError } from './ClientErrorDialog';
import { renderWithRelay } from '../../testing/renderWithRelay';

describe('showClientError', () => {
  it('shows the localised message in a dialog titled by app.errors.clientTitle, closed with Ok', async () => {
    const store = createModalStore();
    renderWithRelay(<ModalHost store={store} />);
    act(() => void showClientError('The playlist has too many tracks.', store));
    const dialog = await screen.findByRole('alertdialog', { name: en.app.errors.clientTitle });
    expect(within(dialog).getByText('The playlist has too many tracks.')).toBeDefined();
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Ok']);
    await expectNoAxeViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
