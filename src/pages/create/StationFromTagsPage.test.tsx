import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { StationFromTagsPage } from './StationFromTagsPage';
import { ACCOUNT_ID, withAccount } from './testing/withAccount';

async function renderTags(at = '/create/station/from-tags') {
  const environment = createMockEnvironment();
  const view = renderWithRelay(null, {
    environment,
    at,
    wrap: await withAccount(),
    pending: ['useCreateStationMutation'],
    routes: [
      { path: '/create/station/from-tags', element: <StationFromTagsPage /> },
      { path: '/discover/music/:musicId', element: <p>music page</p> },
    ],
  });
  const operation = () =>
    waitFor(() => {
      const found = environment.mock.getAllOperations().find((candidate) => operationName(candidate) === 'useCreateStationMutation');
      if (!found) throw new Error('no mutation');
      return found;
    });
  return { ...view, operation };
}

describe('StationFromTagsPage', () => {
  it('keeps the chosen tags in the URL, names the station after them and creates it from them', async () => {
    const { container, environment, operation, router } = await renderTags();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Jazz' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('checkbox', { name: '90s' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tags=jazz&tags=90s'));
    expect((screen.getByRole('textbox', { name: 'Station name' }) as HTMLInputElement).value).toBe('Jazz & 90s Station');
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Create station' }));
    const create = await operation();
    expect(create.request.variables.input).toEqual({ owner: ACCOUNT_ID, name: 'Jazz & 90s Station', tags: ['jazz', '90s'] });
    environment.mock.resolve(create, MockPayloadGenerator.generate(create, { Playlist: () => ({ id: 'st-1' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/discover/music/st-1'));
    // The file's first render also compiles the page's modules.
  }, 20_000);

  it('reads tags from the URL, dropping unknown ones', async () => {
    await renderTags('/create/station/from-tags?tags=latin&tags=polka');
    expect(((await screen.findByRole('checkbox', { name: 'Latin' }, { timeout: 5000 })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Station name' }) as HTMLInputElement).value).toBe('Latin Station');
  });

  it("asks for a tag: 'Choose at least one tag', and a name: 'Cannot be empty'", async () => {
    await renderTags();
    fireEvent.click(await screen.findByRole('button', { name: 'Create station' }, { timeout: 5000 }));
    expect(await screen.findByText('Cannot be empty')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Station name' }), { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create station' }));
    expect(await screen.findByText('Choose at least one tag')).toBeTruthy();
  });
});
