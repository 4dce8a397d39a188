// The vendor pages' component tests: the page at its route with the signed-in test session, its query
// answered by the test, and the pairing calls given as fakes.
import { act, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import type { RelayMockEnvironment } from 'relay-test-utils/lib/RelayModernMockEnvironment';
import { expect, vi } from 'vitest';
import { renderPage, testSession } from '../auth/testing/renderPage';
import { PairingCallsProvider } from '../zones/pair/pairingCalls';
import type { PairingCalls } from '../zones/pair/pairingCalls';
import { HouseholdCallsProvider } from './householdCalls';
import type { HouseholdCalls } from './householdCalls';

export const ACCOUNT_ID = 'QWNjb3VudCwsMWFiYy8.';

const nameOf = (operation: { request: { node: { params: { name: string } } } }) => operation.request.node.params.name;

/** The most recent operation of that name, once the page has sent it. */
export async function operationNamed(environment: RelayMockEnvironment, name: string) {
  let found: ReturnType<RelayMockEnvironment['mock']['getAllOperations']>[number] | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().filter((operation) => nameOf(operation) === name).at(-1);
    expect(found).toBeTruthy();
  });
  return found!;
}

export async function renderVendorPage(options: { routes: (environment: RelayMockEnvironment) => RouteObject[]; at: string; query: string; data: unknown; calls?: Partial<PairingCalls>; householdCalls?: Partial<HouseholdCalls> }) {
  const environment = createMockEnvironment();
  const calls: PairingCalls = { pairHardware: vi.fn(async () => undefined), ...options.calls };
  const householdCalls: HouseholdCalls = { households: vi.fn(async () => []), pairHousehold: vi.fn(), ...options.householdCalls };
  const session = testSession();
  await session.signIn();
  const view = renderPage({
    routes: options.routes(environment),
    at: options.at,
    session,
    accountId: ACCOUNT_ID,
    environment,
    wrap: (children) => (
      <PairingCallsProvider value={calls}>
        <HouseholdCallsProvider value={householdCalls}>{children}</HouseholdCallsProvider>
      </PairingCallsProvider>
    ),
  });
  const query = await operationNamed(environment, options.query);
  act(() => environment.mock.resolve(query, { data: options.data as Record<string, unknown> }));
  return { ...view, environment, calls, householdCalls, query };
}
