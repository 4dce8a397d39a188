import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from './numbers';

/** Formats a number for the app's current language (a figure shown outside a translated text). */
export function useFormatNumber(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const { i18n } = useTranslation();
  return useCallback((value, options) => formatNumber(value, i18n.language, options), [i18n.language]);
}
