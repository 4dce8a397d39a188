import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../app/toasts/toastStore';
import { AppError } from '../../../errors/AppError';
import { expectNoAxeViolations } from '../../../testing/axe';
import { operationName } from '../../../testing/renderWithRelay';
import { descriptionOf } from '../../auth/testing/renderPage';
import { LOCATION_ID, editPath, locationPath, renderLocation } from './renderLocation';
import type { LocationSpec } from './renderLocation';

const UPDATE = 'locationMutationsUpdateMutation';
const RENAME = 'locationMutationsRenameZoneMutation';
const NEW_YORK = { address: '5th Avenue 1', postalCode: '10001', city: 'New York', state: 'NY', country: 'US' };

async function openEdit(spec: LocationSpec = {}) {
  const view = renderLocation({ at: editPath(), spec: { permissions: ['UPDATE'], ...spec }, pending: [UPDATE, RENAME] });
  await screen.findByRole('heading', { level: 1, name: 'Edit location' });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function replace(name: string, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.paste(text);
  // Leaving by blur, not Tab: tabbing into the time zone's combo box opens its list, which hides the page.
  act(() => field(name).blur());
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

const mutations = (environment: RelayMockEnvironment) => environment.mock.getAllOperations().filter((operation) => [UPDATE, RENAME].includes(operationName(operation)));

async function nextMutation(environment: RelayMockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => environment.mock.findOperation((operation) => operationName(operation) === name));
}

afterEach(() => {
  toasts.getToasts().forEach((toast) => toasts.dismiss(toast.id));
});

describe('LocationEditPage', { timeout: 20_000 }, () => {
  it('shows its skeleton while the location loads', async () => {
    renderLocation({ at: editPath(), pending: 'all' });
    expect(await screen.findByRole('status', { name: 'Loading the location' })).toBeTruthy();
  });

  it('tells a user without UPDATE that they may not edit, with no form', async () => {
    renderLocation({ at: editPath(), spec: { permissions: ['USERS_READ', 'USERS_WRITE', 'ZONE_CREATE'] } });
    expect(await screen.findByText("You don't have permission to edit this location.")).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('shows the not-found screen for a location the server does not find', async () => {
    renderLocation({ at: editPath(), spec: { missing: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Location not found' })).toBeTruthy();
  });

  it('fills the form with the location and its zones; the country stays as it is', async () => {
    const { container } = await openEdit({ address: NEW_YORK, timezone: 'America/New_York', zones: ['Bar', 'Terrace'] });
    expect(field('Location name').value).toBe('Södermalm');
    expect(field('Street address').value).toBe('5th Avenue 1');
    expect(field('Postal code').value).toBe('10001');
    expect(field('City').value).toBe('New York');
    expect(field('State or province').value).toBe('NY');
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toBe('America/New York');
    expect(field('Name of zone 1').value).toBe('Bar');
    expect(field('Name of zone 2').value).toBe('Terrace');
    // LocationUpdateInput has no country: it is shown, not offered.
    expect(screen.getByText('United States')).toBeTruthy();
    expect(screen.getByText('The country of a location cannot be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Country/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(locationPath('/details'));
    await expectNoAxeViolations(container);
  });

  it('asks for a state only where the country has one (core.md 5)', async () => {
    await openEdit({ zones: [] });
    expect(screen.queryByRole('textbox', { name: 'State or province' })).toBeNull();
    expect(screen.getByText('This location has no zones yet.')).toBeTruthy();
  });

  describe('validation with the spec’s messages (core.md 5), sending nothing', () => {
    it('requires name, address, city and postal code, checked on leaving each field', async () => {
      const { environment } = await openEdit();
      for (const name of ['Location name', 'Street address', 'City', 'Postal code']) {
        await replace(name, '');
        await waitFor(() => expect(descriptionOf(field(name))).toBe('Cannot be empty'));
      }
      await save();
      expect(mutations(environment)).toEqual([]);
    });

    it.each([['x'], ['-123'], ['123-'], ['12#34'], ['1'.repeat(13)]])('refuses the postal code %j', async (postalCode) => {
      await openEdit();
      await replace('Postal code', postalCode);
      await waitFor(() => expect(descriptionOf(field('Postal code'))).toBe('Must be a valid postal code (only digits, letters, spaces and hyphens)'));
    });

    it('accepts postal codes of letters, digits, spaces and hyphens', async () => {
      await openEdit();
      for (const postalCode of ['SW1A 1AA', '116-46', 'K1A0B1']) {
        await replace('Postal code', postalCode);
        await waitFor(() => expect(descriptionOf(field('Postal code'))).toBe(''));
      }
    });

    it('requires a valid 2-letter state in the US', async () => {
      await openEdit({ address: NEW_YORK });
      await replace('State or province', 'New York');
      await waitFor(() => expect(descriptionOf(field('State or province'))).toBe('Must be a valid state (2-letter code format)'));
      await replace('State or province', '');
      await waitFor(() => expect(descriptionOf(field('State or province'))).toBe('Cannot be empty'));
    });

    it('requires a state in Canada, of any form', async () => {
      await openEdit({ address: { address: '1 Bay St', postalCode: 'M5J 2N8', city: 'Toronto', state: 'Ontario', country: 'CA' } });
      await replace('State or province', '');
      await waitFor(() => expect(descriptionOf(field('State or province'))).toBe('Cannot be empty'));
      await replace('State or province', 'Ontario');
      await waitFor(() => expect(descriptionOf(field('State or province'))).toBe(''));
    });

    it('requires each zone’s name, at most 50 characters, and focuses the first invalid field on submit', async () => {
      const { environment } = await openEdit({ zones: ['Bar', 'Terrace'] });
      await userEvent.clear(field('Name of zone 2'));
      await userEvent.paste('x'.repeat(51));
      await userEvent.clear(field('Name of zone 1'));
      await save();
      await waitFor(() => expect(descriptionOf(field('Name of zone 1'))).toBe('Cannot be empty'));
      expect(descriptionOf(field('Name of zone 2'))).toBe('Must be less than 50 characters');
      expect(document.activeElement).toBe(field('Name of zone 1'));
      await replace('Name of zone 2', 'x'.repeat(50));
      await waitFor(() => expect(descriptionOf(field('Name of zone 2'))).toBe(''));
      expect(mutations(environment)).toEqual([]);
    });
  });

  it('saves the location, then renames only the zones whose name changed, and opens the location page', async () => {
    const { environment, router } = await openEdit({ address: NEW_YORK, timezone: 'America/New_York', zones: ['Bar', 'Terrace'] });
    await replace('Location name', 'Harbour');
    await replace('State or province', 'NJ');
    await replace('Name of zone 2', 'Roof terrace');
    await save();
    const update = await nextMutation(environment, UPDATE);
    expect(update.request.variables).toEqual({
      input: { location: LOCATION_ID, name: 'Harbour', address: '5th Avenue 1', postalCode: '10001', city: 'New York', state: 'NJ', timezone: 'America/New_York' },
    });
    act(() => environment.mock.resolve(update, { data: { locationUpdate: { location: { id: LOCATION_ID, name: 'Harbour', timezone: 'America/New_York', physicalAddress: { ...NEW_YORK, state: 'NJ' } } } } }));
    const rename = await nextMutation(environment, RENAME);
    expect(rename.request.variables).toEqual({ input: { soundZone: 'zone-1', name: 'Roof terrace' } });
    act(() => environment.mock.resolve(rename, { data: { soundZoneUpdate: { soundZone: { id: 'zone-1', name: 'Roof terrace' } } } }));
    await waitFor(() => expect(router.state.location.pathname).toBe(locationPath('/details')));
    expect(mutations(environment)).toEqual([]);
    expect(toasts.getToasts().map((toast) => [toast.type, toast.message])).toContainEqual(['success', 'Location saved']);
  });

  it('sends no state for a country without one', async () => {
    const { environment } = await openEdit();
    await save();
    expect((await nextMutation(environment, UPDATE)).request.variables.input).toMatchObject({ state: null, timezone: 'Europe/Stockholm' });
  });

  describe('a refused save keeps what the user typed', () => {
    it('puts the location’s refusal on its field, renaming nothing', async () => {
      const { environment, router } = await openEdit({ zones: ['Bar'] });
      await replace('Location name', 'Harbour');
      await replace('Name of zone 1', 'Lounge');
      await save();
      act(() =>
        environment.mock.reject(environment.mock.findOperation((operation) => operationName(operation) === UPDATE), new AppError('Invalid input', { kind: 'badRequest', status: 400, fields: { 'input.name': 'Already used by another location' } })),
      );
      await waitFor(() => expect(descriptionOf(field('Location name'))).toBe('Already used by another location'));
      expect(document.activeElement).toBe(field('Location name'));
      expect(field('Location name').value).toBe('Harbour');
      expect(field('Name of zone 1').value).toBe('Lounge');
      expect(mutations(environment)).toEqual([]);
      expect(router.state.location.pathname).toBe(editPath());
    });

    it('puts a zone’s refusal on that zone’s field', async () => {
      const { environment, router } = await openEdit({ zones: ['Bar', 'Terrace'] });
      await replace('Name of zone 2', 'Roof');
      await save();
      act(() => environment.mock.resolve(environment.mock.findOperation((operation) => operationName(operation) === UPDATE), { data: { locationUpdate: { location: { id: LOCATION_ID } } } }));
      const rename = await nextMutation(environment, RENAME);
      act(() => environment.mock.reject(rename, new AppError('Invalid input', { kind: 'badRequest', status: 400, fields: { 'input.name': 'Already used in this location' } })));
      await waitFor(() => expect(descriptionOf(field('Name of zone 2'))).toBe('Already used in this location'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(field('Name of zone 2').value).toBe('Roof');
      expect(router.state.location.pathname).toBe(editPath());
    });

    it('shows other failures for the form', async () => {
      const { environment } = await openEdit();
      await replace('City', 'Solna');
      await save();
      act(() => environment.mock.reject(environment.mock.findOperation((operation) => operationName(operation) === UPDATE), new AppError('down', { kind: 'unavailable', status: 503 })));
      expect(within(await screen.findByRole('alert')).getByText('The service is temporarily unavailable. Please try again in a moment.')).toBeTruthy();
      expect(field('City').value).toBe('Solna');
    });
  });
});
