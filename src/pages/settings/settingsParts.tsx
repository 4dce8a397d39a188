// What the account settings pages share: reading the account's id from the route, a loading region, and
// a failure with a way out (Try again).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../errors/errorMessage';
import { Button } from '../../ui/Button';
import { FormMessage } from '../../ui/formFields';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';

export const useAccountId = () => useParams().accountId ?? '';

export function SettingsSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <LoadingRegion label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="2.25rem" radius="0.5rem" />
      ))}
    </LoadingRegion>
  );
}

export function LoadFailed({ message, error, onRetry, retryLabel }: { message: string; error: unknown; onRetry: () => void; retryLabel: string }) {
  const { t } = useTranslation();
  return (
    <div className="settings-card" role="alert">
      <FormMessage tone="error">
        {message} {errorMessage(error, t)}
      </FormMessage>
      <Button onPress={onRetry}>{retryLabel}</Button>
    </div>
  );
}

/** A country's name in the user's language. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language === 'svdev' ? 'sv' : 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
