// The terms and no-account modals (navigation.md 2.14, 4).

export interface TermsFacts {
  termsType: string | null;
  acceptance: { acceptedBy: string | null; termsType: string } | null;
}

/** The terms modal shows when nobody accepted (accepted_by missing) or the accepted terms differ from the account's. */
export function termsModalShown({ termsType, acceptance }: TermsFacts): boolean {
  if (!acceptance?.acceptedBy) return true;
  return termsType !== null && acceptance.termsType !== termsType;
}

/** Where the no-account modal is never shown: signing up and checking out. */
const NO_ACCOUNT_MODAL_EXCLUDED = /(^|\/)(signup|partner-signup|checkout)(\/|$)/;

/** The no-account modal shows to a signed-in user with no accounts who has not dismissed it, except on signup or checkout. */
export function noAccountModalShown({ hasAccounts, dismissed, pathname }: { hasAccounts: boolean; dismissed: boolean; pathname: string }): boolean {
  return !hasAccounts && !dismissed && !NO_ACCOUNT_MODAL_EXCLUDED.test(pathname);
}

/** Where the dismissal is remembered (local storage). */
export const NO_ACCOUNT_DISMISSED_KEY = 'cadence.noAccountModal.dismissed';
