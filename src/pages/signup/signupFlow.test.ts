import { describe, expect, it } from 'vitest';
import { accountBodyOf, draftWithLanding, landingParamsOf, nextStep, previousStep, readDraft, stepGuard, writeDraft } from './signupFlow';
import type { SignupDraft } from './signupFlow';

const company: SignupDraft = { companyType: 'cafe', companyName: 'Café Lumen', companyAddress: 'Sveavägen 1', companyPostalCode: '111 57', companyCity: 'Stockholm', chosenCountry: 'SE' };

describe('signup steps', () => {
  it.each([
    ['signup', 'company-type', {}, null],
    ['signup', 'company', {}, 'company-type'],
    ['signup', 'role', { companyType: 'cafe' }, 'company'],
    ['signup', 'role', { ...company, chosenCountry: 'US' }, 'company'],
    ['signup', 'user', { ...company, userRole: 'owner' }, 'email'],
    ['signup', 'user', { ...company, userRole: 'owner', email: 'a@b.se' }, null],
    ['signup', 'user', { ...company, userRole: 'owner', ssoToken: 'jwt' }, null],
    ['signup', 'full-form', {}, null],
    ['signup', 'sso', {}, null],
    ['partner-signup', 'company-info', {}, 'company'],
    ['partner-signup', 'user', { companyName: 'Reseller', chosenCountry: 'SE' }, 'company-info'],
    ['partner-signup', 'user', company, null],
  ] as const)('%s/%s with %j is guarded to %s', (flow, step, draft, expected) => {
    expect(stepGuard(flow, step, draft)).toBe(expected);
  });

  it.each([
    ['signup', 'company-type', {}, 'company'],
    ['signup', 'company', {}, 'role'],
    ['signup', 'role', {}, 'email'],
    ['signup', 'role', { ssoToken: 'jwt' }, 'user'],
    ['signup', 'email', {}, 'user'],
    ['signup', 'sso', {}, 'user'],
    ['signup', 'user', {}, null],
    ['partner-signup', 'company', {}, 'company-info'],
    ['partner-signup', 'company-info', {}, 'user'],
  ] as const)('after %s/%s (%j) comes %s', (flow, step, draft, expected) => {
    expect(nextStep(flow, step, draft)).toBe(expected);
  });

  it.each([
    ['signup', 'company-type', {}, null],
    ['signup', 'user', {}, 'email'],
    ['signup', 'user', { ssoToken: 'jwt' }, 'sso'],
    ['signup', 'sso', {}, 'role'],
    ['signup', 'full-form', {}, null],
    ['partner-signup', 'user', {}, 'company-info'],
  ] as const)('before %s/%s (%j) comes %s', (flow, step, draft, expected) => {
    expect(previousStep(flow, step, draft)).toBe(expected);
  });
});

describe('signup draft and landing', () => {
  it('keeps the draft per flow and drops what is not a draft', () => {
    const storage = new Map<string, string>();
    const port = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
    writeDraft(port, 'signup', company);
    expect(readDraft(port, 'signup')).toEqual(company);
    expect(readDraft(port, 'partner-signup')).toEqual({});
    storage.set('cadence.signupDraft.signup', '{"companyName": 5}');
    expect(readDraft(port, 'signup')).toEqual({});
    storage.set('cadence.signupDraft.signup', 'not json');
    expect(readDraft(port, 'signup')).toEqual({});
  });

  it('reads the landing search as optional strings and fills the business name unless typed', () => {
    const landing = landingParamsOf('?businessName=Nova+Salong&referralCode=ABC&utm_source=news&voucher=WELCOME50&other=x&utm_medium=');
    expect(landing).toEqual({ businessName: 'Nova Salong', referralCode: 'ABC', utm_source: 'news', voucher: 'WELCOME50' });
    expect(draftWithLanding({}, landing)).toEqual({ companyName: 'Nova Salong', referralCode: 'ABC' });
    expect(draftWithLanding({ companyName: 'Typed' }, landing).companyName).toBe('Typed');
  });

  it('registers a full account with the voucher and referral code, a partner account as a partner', () => {
    expect(accountBodyOf('signup', { ...company, referralCode: 'ABC' }, 'WELCOME50')).toEqual({
      business_name: 'Café Lumen',
      business_type: 'cafe',
      account_type: 'business',
      incomplete: false,
      address: 'Sveavägen 1',
      postal_code: '111 57',
      city: 'Stockholm',
      iso_country: 'SE',
      billing_voucher: 'WELCOME50',
      referral_code: 'ABC',
    });
    expect(accountBodyOf('partner-signup', { ...company, chosenCountry: 'US', companyState: 'NY' }, undefined)).toMatchObject({ account_type: 'partner', business_type: 'partner', state: 'NY' });
  });
});
