// The library's filter chips and search box, on the library page and in the sidebar.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Input, Label, SearchField, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import './LibraryFilters.css';

export type LibraryFilter = 'playlists' | 'schedules';
const ALL = 'all';

/** Chips for all items, playlists or schedules. */
export function LibraryFilterChips({ value, onChange }: { value: LibraryFilter | null; onChange(filter: LibraryFilter | null): void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      aria-label={t('library.filters')}
      className="library-chips"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value ?? ALL]}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        onChange(key === ALL || key === undefined ? null : (String(key) as LibraryFilter));
      }}
    >
      {([ALL, 'playlists', 'schedules'] as const).map((key) => (
        <ToggleButton key={key} id={key} className="library-chip">
          {t(`library.filter.${key}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** A search box that reports what is typed once typing has paused for `debounceMs`. */
export function LibrarySearchBox({ value, onSearch, debounceMs, label }: { value: string; onSearch(q: string): void; debounceMs: number; label?: string }) {
  const { t } = useTranslation();
  const name = label ?? t('library.search');
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  // Changed from elsewhere (the back button): show what it says now.
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === latest.current.value) return;
    const timer = setTimeout(() => latest.current.onSearch(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);
  return (
    <SearchField value={text} onChange={setText} className="library-search">
      <Label className="visually-hidden">{name}</Label>
      <Input placeholder={name} className="library-search__input" />
      <AriaButton className="library-search__clear" aria-label={name}>
        ✕
      </AriaButton>
    </SearchField>
  );
}
