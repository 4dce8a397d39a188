// What the messaging pages share: the area's heading with its two sections (campaigns, messages), a
// list's search, sort and order in the URL (navigation.md 5, the search debounced as 9 says), the
// placeholders of a loading list or form, and a deletion the user confirms.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { confirm } from '../../app/modals/ConfirmDialog';
import { LibrarySearchBox } from '../../fragments/library/LibraryFilters';
import { errorMessage } from '../../errors/errorMessage';
import messagingTexts from '../../i18n/en/messaging.json';
import { registerTexts } from '../../i18n/i18n';
import { intlLocale } from '../../i18n/numbers';
import { MESSAGING_SORTS, messagingListSearch } from '../../routing/searchParams';
import { useSearch } from '../../routing/useSearch';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/choiceFields';
import { Link } from '../../ui/Link';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { MESSAGING_SEARCH_DEBOUNCE_MS } from './messagingLoaders';
import { campaignsPath, messagesPath } from './messagingPaths';
import './messaging.css';

registerTexts(messagingTexts);

type Section = 'campaigns' | 'messages';

/** The area's title, its sections as tabs of links, and the section's create action. */
export function MessagingHeader({ accountId, section }: { accountId: string; section: Section }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections: { id: Section; to: string }[] = [
    { id: 'campaigns', to: campaignsPath(accountId) },
    { id: 'messages', to: messagesPath(accountId) },
  ];
  const current = sections.find((item) => item.id === section)!;
  return (
    <header className="messaging-header">
      <div className="messaging-header__title">
        <h1>{t('messaging.title')}</h1>
        <Link href={`${current.to}/create`} className="messaging-header__create">
          {t(`messaging.${section}.create`)}
        </Link>
      </div>
      <nav aria-label={t('messaging.sections')}>
        <ul className="messaging-tabs">
          {sections.map((item) => (
            <li key={item.id}>
              <Link href={item.to} className="messaging-tabs__link" aria-current={pathname === item.to ? 'page' : undefined}>
                {t(`messaging.${item.id}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** The list's search, sort and order, kept in the URL (the history entry replaced) so that a link or reload shows the same list. */
export function ListControls({ section }: { section: Section }) {
  const { t } = useTranslation();
  const search = useSearch(messagingListSearch);
  const [params, setParams] = useSearchParams();
  const change = (name: 'q' | 'sort' | 'asc', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const sorts = MESSAGING_SORTS.map((value) => ({ value, label: t(`messaging.sort.${value}`) }));
  return (
    <div className="messaging-controls" role="search" aria-label={t(`messaging.${section}.search`)}>
      <LibrarySearchBox value={search.q ?? ''} onSearch={(q) => change('q', q.trim() ? q : null)} debounceMs={MESSAGING_SEARCH_DEBOUNCE_MS} label={t(`messaging.${section}.search`)} />
      <SelectField label={t('messaging.sort.label')} choices={sorts} value={search.sort} onChange={(sort) => change('sort', sort === 'date' ? null : sort)} className="messaging-controls__sort" />
      <Checkbox isSelected={search.asc ?? false} onChange={(asc) => change('asc', asc ? 'true' : null)}>
        {t('messaging.sort.ascending')}
      </Checkbox>
    </div>
  );
}

/** Placeholders shaped like the rows or fields that are loading. */
export function MessagingSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <LoadingRegion label={label}>
      <div className="messaging-skeleton">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height="3rem" radius="0.5rem" />
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * Deleting after the user confirms. A refusal (a message a scheduled or active campaign plays: 409) is
 * kept, in the server's words, for the page to show until the next try.
 */
export function useConfirmedDelete({ title, message, remove }: { title: string; message: string; remove: () => Promise<void> }): { deleteError: string | undefined; requestDelete: () => void } {
  const { t } = useTranslation();
  const [deleteError, setDeleteError] = useState<string>();
  const requestDelete = async () => {
    if (!(await confirm({ type: 'commit', title, message, confirmLabel: t('messaging.delete'), cancelLabel: t('messaging.cancel') }))) return;
    setDeleteError(undefined);
    try {
      await remove();
    } catch (failure) {
      setDeleteError(errorMessage(failure, t));
    }
  };
  return { deleteError, requestDelete: () => void requestDelete() };
}

/** A calendar day (YYYY-MM-DD) in the user's language, as the server tells days: in UTC. */
export function useDayText(): (day: string) => string {
  const { i18n } = useTranslation();
  return (day) => new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** The list's empty state: none at all, or none matching the search. */
export function EmptyList({ section }: { section: Section }) {
  const { t } = useTranslation();
  const { q } = useSearch(messagingListSearch);
  return <p className="messaging-empty">{q?.trim() ? t(`messaging.${section}.noMatch`, { q }) : t(`messaging.${section}.empty`)}</p>;
}
