// /accounts/{accountId}/your-music/overrides (issue 11 'Beyond the spec: holiday and campaign overrides'):
// the account's overrides, active and upcoming ones first, those that have ended when asked (?ended=true);
// creating, changing and deleting them; another browser's changes show live.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router';
import type { OverrideFormDialog_override$key } from '../../__generated__/OverrideFormDialog_override.graphql';
import type { OverridesPageQuery } from '../../__generated__/OverridesPageQuery.graphql';
import { confirm } from '../../app/modals/ConfirmDialog';
import { useToasts } from '../../app/toasts/useToasts';
import { liveDates, overridePhase, sortOverrides } from '../../domain/playbackOverrides';
import { errorMessage } from '../../errors/errorMessage';
import overridesTexts from '../../i18n/en/overrides.json';
import { registerTexts } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { OverrideFormDialog } from './OverrideFormDialog';
import { deleteOverride } from './overrideMutations';
import { OverrideRow } from './OverrideRow';
import { ENDED_PARAM, includesEnded } from './overridesQueries';
import { useOverrideUpdates } from './useOverrideUpdates';
import './OverridesPage.css';

registerTexts(overridesTexts);

const query = graphql`
  query OverridesPageQuery($accountId: ID!, $includeEnded: Boolean!) @preloadable {
    playbackOverrides(account: $accountId, includeEnded: $includeEnded) {
      id
      startDate
      endDate
      ...OverrideRow_override
      ...OverrideFormDialog_override
    }
  }
`;

export function OverridesPage() {
  const { t } = useTranslation();
  const accountId = useParams().accountId ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const includeEnded = includesEnded(searchParams);
  // undefined: closed; null: creating; a key: changing that override.
  const [editing, setEditing] = useState<OverrideFormDialog_override$key | null | undefined>(undefined);
  useOverrideUpdates(accountId);
  const showEnded = (show: boolean) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (show) next.set(ENDED_PARAM, 'true');
      else next.delete(ENDED_PARAM);
      return next;
    });
  return (
    <div className="overrides-page">
      <header className="overrides-page__header">
        <h1 className="overrides-page__title">{t('overrides.title')}</h1>
        <p className="overrides-page__intro">{t('overrides.intro')}</p>
        <div className="overrides-page__tools">
          <Button variant="primary" onPress={() => setEditing(null)}>
            {t('overrides.create')}
          </Button>
          <Checkbox isSelected={includeEnded} onChange={showEnded}>
            {t('overrides.showEnded')}
          </Checkbox>
        </div>
      </header>
      <Suspense fallback={<OverridesLoading />}>
        <OverrideList accountId={accountId} includeEnded={includeEnded} onCreate={() => setEditing(null)} onEdit={setEditing} />
      </Suspense>
      <OverrideFormDialog accountId={accountId} override={editing} onClose={() => setEditing(undefined)} />
    </div>
  );
}

function OverridesLoading() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('overrides.loading')}>
      {Array.from({ length: 3 }, (_, row) => (
        <div key={row} className="override-row">
          <Skeleton width="48px" height="48px" />
          <div className="override-row__text">
            <Skeleton width="12rem" height="1.25rem" />
            <Skeleton width="16rem" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

interface OverrideListProps {
  accountId: string;
  includeEnded: boolean;
  onCreate: () => void;
  onEdit: (override: OverrideFormDialog_override$key) => void;
}

function OverrideList({ accountId, includeEnded, onCreate, onEdit }: OverrideListProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const toasts = useToasts();
  const { playbackOverrides } = usePreloadedQuery<OverridesPageQuery>(query, useLoaderData<PreloadedQuery<OverridesPageQuery>>());
  const live = liveDates(Date.now());
  const phased = playbackOverrides.map((override) => ({ override, startDate: override.startDate, endDate: override.endDate, phase: overridePhase({ startDate: override.startDate, endDate: override.endDate }, live) }));
  // A list holds, besides what the server listed, those created or changed since, ended ones included.
  const shown = sortOverrides(phased, live).filter(({ phase }) => includeEnded || phase !== 'ended');
  const current = shown.filter(({ phase }) => phase !== 'ended');
  const ended = shown.filter(({ phase }) => phase === 'ended');

  const remove = async (id: string, name: string) => {
    const confirmed = await confirm({ type: 'commit', title: t('overrides.deleteConfirm.title', { name }), message: t('overrides.deleteConfirm.message'), confirmLabel: t('overrides.deleteConfirm.confirm') });
    if (!confirmed) return;
    try {
      await deleteOverride(environment, accountId, id);
      toasts.show({ type: 'success', message: t('overrides.deleted', { name }) });
    } catch (error) {
      toasts.show({ type: 'error', message: errorMessage(error, t) });
    }
  };

  if (shown.length === 0) {
    return (
      <section className="overrides-page__empty" aria-labelledby="overrides-empty">
        <h2 id="overrides-empty">{t('overrides.empty.title')}</h2>
        <p>{t('overrides.empty.message')}</p>
        <Button variant="primary" onPress={onCreate}>
          {t('overrides.create')}
        </Button>
      </section>
    );
  }
  const rows = (list: typeof shown) => (
    <ul className="overrides-page__list">
      {list.map(({ override }) => (
        <li key={override.id}>
          <OverrideRow override={override} accountId={accountId} live={live} onEdit={() => onEdit(override)} onDelete={(name) => void remove(override.id, name)} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {current.length > 0 && rows(current)}
      {ended.length > 0 && (
        <section aria-labelledby="overrides-ended">
          <h2 id="overrides-ended" className="overrides-page__subtitle">
            {t('overrides.endedHeading')}
          </h2>
          {rows(ended)}
        </section>
      )}
    </>
  );
}
