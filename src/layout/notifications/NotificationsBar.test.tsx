import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { afterEach, describe, expect, it } from 'vitest';
import NotificationsBarRefetchQuery from '../../__generated__/NotificationsBarRefetchQuery.graphql';
import type { NotificationsBarTestQuery } from '../../__generated__/NotificationsBarTestQuery.graphql';
import type { Dismissal } from '../../domain/notifications';
import { expectNoAxeViolations } from '../../testing/axe';
import { operationName, renderWithRelay } from '../../testing/renderWithRelay';
import { SubscriptionsApiProvider } from '../../rest/subscriptions';
import type { SubscriptionsApi } from '../../rest/subscriptions';
import { DISMISSALS_KEY, dismissals } from './dismissals';
import { NotificationsBar } from './NotificationsBar';

const A = 'acc-A';
const B = 'acc-B';

function Subject({ accountId }: { accountId: string }) {
  const data = useLazyLoadQuery<NotificationsBarTestQuery>(
    graphql`
      query NotificationsBarTestQuery($accountId: ID!) @relay_test_operation {
        account(id: $accountId) {
          ...NotificationsBar_account
        }
      }
    `,
    { accountId },
  );
  return data.account ? <NotificationsBar account={data.account} /> : null;
}

type Zone = { id: string; name: string };
type State = 'OK' | 'ERROR' | 'INCOMPLETE' | 'NOT_SETUP';

interface AccountSpec {
  ok?: number;
  errors?: Zone[];
  inactive?: Zone[];
  notSetup?: Zone[];
  /** Zones whose subscription expired. */
  expired?: Zone[];
  /** How many zones of a state there are, when more than those listed. */
  totals?: Partial<Record<State, number>>;
  locations?: number;
  suspended?: boolean;
  scheduledTierChange?: { upcomingTier: string; tierChangeDate: string } | null;
  /** false: the account has no payment method. */
  paymentMethod?: false;
}

const zone = (id: string, name = `Zone ${id}`): Zone => ({ id, name });

function accountResolvers(spec: AccountSpec): MockResolvers {
  const { ok = 0, errors = [], inactive = [], notSetup = [], expired = [], totals = {} } = spec;
  const byState: Record<Exclude<State, 'OK'>, Zone[]> = { ERROR: errors, INCOMPLETE: inactive, NOT_SETUP: notSetup };
  const total = (state: State) => totals[state] ?? (state === 'OK' ? ok : byState[state].length);
  const connections: Record<string, { total: number; zones: Zone[] }> = {
    errorZones: { total: total('ERROR'), zones: errors },
    inactiveZones: { total: total('INCOMPLETE'), zones: inactive },
    notSetupZones: { total: total('NOT_SETUP'), zones: notSetup },
    expiredZones: { total: expired.length, zones: expired.slice(0, 1) },
  };
  const states = ['OK', 'ERROR', 'INCOMPLETE', 'NOT_SETUP'] as const;
  return {
    Account: (_context, generateId) => ({
      id: `account-${generateId()}`,
      suspended: spec.suspended ?? false,
      featureFlags: [],
      checkoutState: 'COMPLETED',
      paymentMethod: spec.paymentMethod === false ? null : { __typename: 'CreditCardPaymentMethod' },
      scheduledTierChange: spec.scheduledTierChange ?? null,
      locations: { total: spec.locations ?? 1 },
    }),
    SoundZoneConnection: (context) => {
      const connection = context.alias ? connections[context.alias] : undefined;
      if (connection) return { total: connection.total, edges: connection.zones.map((node) => ({ node })) };
      return { total: states.reduce((sum, state) => sum + total(state), 0), stateTotals: states.map((state) => ({ state, total: total(state) })) };
    },
  };
}

/** The billing read of the bar: the overdue invoice specs given. */
const billingApi = ({ overdue = [] as string[] } = {}) =>
  ({
    overdueInvoiceSpecs: () => Promise.resolve(overdue),
  }) as unknown as SubscriptionsApi;

/** The bar of each account as the server describes it; `changes` answers later queries (a refetch). */
function renderBar(accountId: string, specs: Record<string, AccountSpec>, changes?: Record<string, AccountSpec>, api: SubscriptionsApi = billingApi()) {
  const environment = createMockEnvironment();
  const asked: string[] = [];
  const answer = () =>
    environment.mock.queueOperationResolver((operation) => {
      answer();
      asked.push(operationName(operation));
      const id = operation.request.variables.id ?? operation.request.variables.accountId;
      const spec = (asked.length > 1 && changes ? changes : specs)[id as string] ?? {};
      const resolvers = accountResolvers(spec);
      return MockPayloadGenerator.generate(operation, { ...resolvers, Account: (...args) => ({ ...(resolvers.Account!(...args) as object), id }) });
    });
  answer();
  const subject = (
    <SubscriptionsApiProvider value={api}>
      <Subject accountId={accountId} />
    </SubscriptionsApiProvider>
  );
  const view = renderWithRelay(subject, { environment, pending: 'all', at: '/home' });
  return { ...view, asked };
}

const bar = () => screen.findByRole('region', { name: 'Account notices' });
const messageOf = async () => (await bar()).querySelector('.notifications-bar__message')?.textContent;
const stored = () => JSON.parse(localStorage.getItem(DISMISSALS_KEY) ?? '[]') as Dismissal[];

afterEach(() => {
  dismissals.reset();
  localStorage.clear();
});

describe('NotificationsBar (navigation.md 4)', () => {
  it('shows nothing while every zone is fine', async () => {
    const { asked } = renderBar(A, { [A]: { ok: 3 } });
    await waitFor(() => expect(asked).toEqual(['NotificationsBarTestQuery']));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull();
  });

  it('shows only the highest-priority entry: errors before inactive before noZones and notSetup', async () => {
    renderBar(A, { [A]: { ok: 1, errors: [zone('e1', 'Bar')], inactive: [zone('i1')], notSetup: [zone('n1')] } });
    expect(await messageOf()).toBe('Bar needs attention: it may not be playing.');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('links one zone of an entry to that zone, and several to the zone list of their status', async () => {
    const one = renderBar(A, { [A]: { ok: 1, inactive: [zone('i1', 'Terrace')] } });
    expect(await messageOf()).toBe('Terrace is not complete: it has no active subscription or player.');
    expect(within(await bar()).getByRole('link', { name: 'Complete setup' }).getAttribute('href')).toBe(`/accounts/${A}/zones/i1`);
    one.unmount();
    renderBar(A, { [A]: { ok: 1, notSetup: [zone('n1'), zone('n2')], totals: { NOT_SETUP: 45 } } });
    expect(await messageOf()).toBe('45 zones are not set up yet. Pair players to start playing.');
    expect(within(await bar()).getByRole('link', { name: 'Set up' }).getAttribute('href')).toBe(`/accounts/${A}/zones?status=NOT_SETUP`);
  });

  it('asks an account without zones to create one', async () => {
    renderBar(A, { [A]: {} });
    expect(await messageOf()).toBe('This account has no zones yet. Create one to start playing music.');
    expect(within(await bar()).getByRole('link', { name: 'Create a zone' }).getAttribute('href')).toBe(`/accounts/${A}/zones/create`);
  });

  it('offers resuming a churned account’s only location by its zone; the notice may be dismissed', async () => {
    renderBar(A, { [A]: { expired: [zone('x1', 'Lobby')], inactive: [zone('x1', 'Lobby')] } });
    expect(await messageOf()).toBe('Your subscription has ended, so Lobby is silent. Resume it to play music again.');
    const notice = within(await bar());
    expect(notice.getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(`/accounts/${A}/zones/x1/subscription/resubscribe`);
    await userEvent.click(notice.getByRole('button', { name: 'Dismiss' }));
    // Behind it, the zone's own entry.
    expect(await messageOf()).toBe('Lobby is not complete: it has no active subscription or player.');
  });

  it('offers resuming the zones of a churned account with several locations in the zone list', async () => {
    renderBar(A, { [A]: { expired: [zone('x1'), zone('x2')], inactive: [zone('x1'), zone('x2')], locations: 2 } });
    expect(await messageOf()).toBe('Your subscriptions have ended, so your zones are silent. Resume them to play music again.');
    expect(within(await bar()).getByRole('link', { name: 'Resume' }).getAttribute('href')).toBe(`/accounts/${A}/zones?status=INCOMPLETE`);
  });

  it('shows nothing to an account without a payment method, zone problems included (navigation.md 4, billing.md 4.11)', async () => {
    const { asked } = renderBar(A, { [A]: { suspended: true, errors: [zone('e1', 'Bar')], paymentMethod: false } });
    await waitFor(() => expect(asked).toEqual(['NotificationsBarTestQuery']));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull();
  });

  it('announces overdue invoice specs above zone problems until all of them are dismissed', async () => {
    renderBar(A, { [A]: { ok: 1, errors: [zone('e1', 'Bar')] } }, undefined, billingApi({ overdue: ['inv-1', 'inv-2'] }));
    expect(await screen.findByText('2 invoices are overdue. Pay them to keep your music playing.')).toBeTruthy();
    const notice = within(await bar());
    expect(notice.getByRole('link', { name: 'See invoices' }).getAttribute('href')).toBe(`/accounts/${A}/settings/billing`);
    await userEvent.click(notice.getByRole('button', { name: 'Dismiss' }));
    expect(await messageOf()).toBe('Bar needs attention: it may not be playing.');
    expect(stored()).toEqual([
      { communicationId: 'overdueInvoiceSpecs:inv-1', accountId: A },
      { communicationId: 'overdueInvoiceSpecs:inv-2', accountId: A },
    ]);
  });

  it('forgets no dismissal of an overdue invoice before the money reads answer, so it stays dismissed on the next visit', async () => {
    dismissals.add([{ communicationId: 'overdueInvoiceSpecs:inv-1', accountId: A }]);
    let answer: (uuids: string[]) => void = () => {};
    const api = { ...billingApi({ overdue: [] }), overdueInvoiceSpecs: () => new Promise<string[]>((resolve) => (answer = resolve)) };
    renderBar(A, { [A]: { ok: 1, errors: [zone('e1', 'Bar')] } }, undefined, api);
    expect(await messageOf()).toBe('Bar needs attention: it may not be playing.');
    expect(stored()).toEqual([{ communicationId: 'overdueInvoiceSpecs:inv-1', accountId: A }]);
    act(() => answer(['inv-1']));
    expect(await messageOf()).toBe('Bar needs attention: it may not be playing.');
    expect(stored()).toEqual([{ communicationId: 'overdueInvoiceSpecs:inv-1', accountId: A }]);
  });

  it('puts a suspension above zone problems, with no way to dismiss it', async () => {
    renderBar(A, { [A]: { suspended: true, errors: [zone('e1')] } });
    expect(await messageOf()).toBe('This account is suspended because of overdue invoices. Music has stopped.');
    expect(within(await bar()).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    await expectNoAxeViolations();
  });

  describe('dismissals, keyed by communicationId and accountId', () => {
    it('dismissing an entry stores each of its zones for this account and shows the next entry', async () => {
      renderBar(A, { [A]: { ok: 1, errors: [zone('e1'), zone('e2')], notSetup: [zone('n1', 'Kitchen')] } });
      await userEvent.click(within(await bar()).getByRole('button', { name: 'Dismiss' }));
      expect(stored()).toEqual([
        { communicationId: 'errors:e1', accountId: A },
        { communicationId: 'errors:e2', accountId: A },
      ]);
      expect(await messageOf()).toBe('Kitchen is not set up yet. Pair a player to start playing.');
    });

    it('a dismissed entry stays dismissed for that account, not for another', async () => {
      const first = renderBar(A, { [A]: { ok: 1, errors: [zone('e1', 'Bar')] } });
      await userEvent.click(within(await bar()).getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull());
      first.unmount();

      const again = renderBar(A, { [A]: { ok: 1, errors: [zone('e1', 'Bar')] } });
      await waitFor(() => expect(again.asked).toEqual(['NotificationsBarTestQuery']));
      await act(async () => {});
      expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull();
      again.unmount();

      renderBar(B, { [B]: { ok: 1, errors: [zone('e1', 'Bar')] } });
      expect(await messageOf()).toBe('Bar needs attention: it may not be playing.');
    });

    it('shows an entry again when a zone not dismissed joins it', async () => {
      dismissals.add([{ communicationId: 'errors:e1', accountId: A }]);
      renderBar(A, { [A]: { ok: 1, errors: [zone('e1'), zone('e2', 'Patio')] } });
      expect(await messageOf()).toBe('2 zones need attention: they may not be playing.');
    });

    it('forgets the dismissals of zones that left every problem state, so a new problem shows', async () => {
      dismissals.add([
        { communicationId: 'errors:fixed', accountId: A },
        { communicationId: 'errors:e1', accountId: A },
        { communicationId: 'errors:fixed', accountId: B },
      ]);
      renderBar(A, { [A]: { ok: 2, errors: [zone('e1')] } });
      await waitFor(() =>
        expect(stored()).toEqual([
          { communicationId: 'errors:e1', accountId: A },
          { communicationId: 'errors:fixed', accountId: B },
        ]),
      );
      expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull();
    });

    it('keeps them while the entries list only some of their zones', async () => {
      dismissals.add([{ communicationId: 'errors:unlisted', accountId: A }]);
      renderBar(A, { [A]: { ok: 2, errors: [zone('e1')], totals: { ERROR: 30 } } });
      await bar();
      expect(stored()).toEqual([{ communicationId: 'errors:unlisted', accountId: A }]);
    });
  });

  it('asks again as the user moves to another page, so a zone fixed elsewhere leaves the bar', async () => {
    const { asked, router, environment } = renderBar(A, { [A]: { ok: 1, errors: [zone('e1', 'Bar')] } }, { [A]: { ok: 2 } });
    expect(await messageOf()).toBe('Bar needs attention: it may not be playing.');
    // The refetch starts with loadQuery, whose requests reach the mock's resolvers once queued.
    environment.mock.queuePendingOperation(NotificationsBarRefetchQuery, { id: A });
    await act(() => router.navigate('/home?tab=zones'));
    expect(asked).toEqual(['NotificationsBarTestQuery']);
    await act(() => router.navigate(`/accounts/${A}/zones`));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Account notices' })).toBeNull());
    expect(asked).toEqual(['NotificationsBarTestQuery', 'NotificationsBarRefetchQuery']);
  });
});
