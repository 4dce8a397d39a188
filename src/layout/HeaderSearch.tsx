import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, headerSearchPath, isSearchPath, searchQueryOfPath } from './headerSearch';
import './HeaderSearch.css';

/**
 * The header's search field (navigation.md 2.8, core.md 2): the route follows the typing once it has
 * settled for 250 ms, replacing the history entry while on the search page (the first search from
 * another page is a new entry, so Back leaves search); Escape leaves the field, clearing resets the search.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [value, setValue] = useState(() => searchQueryOfPath(pathname) ?? '');
  const [focused, setFocused] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const currentPath = useRef(pathname);

  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Another page, or a search changed elsewhere: show its query unless the user is typing here.
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (!focused) setValue(searchQueryOfPath(pathname) ?? '');
  }

  const go = (query: string) => {
    clearTimeout(timer.current);
    void navigate(headerSearchPath(query), { replace: isSearchPath(currentPath.current) });
  };

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go(next), SEARCH_DEBOUNCE_MS);
  };

  const onClear = () => {
    clearTimeout(timer.current);
    setValue('');
    if (isSearchPath(currentPath.current)) go('');
  };

  return (
    <div
      className="header-search"
      role="search"
      onKeyDownCapture={(event) => {
        // Escape leaves the field as it is; the search field's own Escape would clear it.
        if (event.key !== 'Escape' || event.target !== inputRef.current) return;
        event.stopPropagation();
        event.preventDefault();
        inputRef.current?.blur();
      }}
    >
      <SearchField className="header-search__field" value={value} onChange={onChange} onClear={onClear} onSubmit={go} onFocusChange={setFocused}>
        <Label className="visually-hidden">{t('layout.search.label')}</Label>
        <Input ref={inputRef} className="header-search__input" placeholder={t('layout.search.placeholder')} />
        <Button className="header-search__clear">×</Button>
      </SearchField>
    </div>
  );
}
