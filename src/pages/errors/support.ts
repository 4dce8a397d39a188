// Where users get help. Placeholders in the spec ('Help & Support (external)', 'a support e-mail'); the
// one place the app names them, so the header's support link can import them too.
export const SUPPORT_URL = 'https://support.cadence.test';
export const SUPPORT_EMAIL = 'support@cadence.test';
