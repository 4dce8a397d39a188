// Guards of the account settings pages (navigation.md 2.4, 6).
import { accountPermissionRequired } from './guards';
import { accountPath } from './paths';

/** /settings/overview/company-details needs zone.activate, else settings. */
export const companyDetailsAllowed = accountPermissionRequired('ZONE_ACTIVATE', (params) => accountPath(params.accountId ?? '', '/settings'));
