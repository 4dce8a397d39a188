// Guards of the account settings pages (navigation.md 2.4, 6).
import { accountPermissionRequired } from './guards';
import { accountPath } from './paths';

/** /settings/overview/company-details needs zone.activate, else settings. */
export const companyDetailsAllowed = accountPermissionRequired('ZONE_ACTIVATE', (params) => accountPath(params.accountId ?? '', '/settings'));

/** /settings/saml needs user.create, else settings (navigation.md 6, the reading that gates the page). */
export const samlSettingsAllowed = accountPermissionRequired('USER_CREATE', (params) => accountPath(params.accountId ?? '', '/settings'));
