// A date as the subscription pages show it: the day in the user's language ('Jan 1, 2027').
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/numbers';

export function useDateText(): (date: Date) => string {
  const { i18n } = useTranslation();
  return useCallback((date: Date) => new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(date), [i18n.language]);
}
