import { describe, expect, it } from 'vitest';
import { invitationLinkSchema, invitationStep, invitationTokenOf } from './invitation';

const now = new Date('2026-11-22T12:00:00Z');

describe('invitationStep', () => {
  it('offers the signed-in user to accept as themself', () => {
    expect(invitationStep({ user_exists: true, expires_at: '20261206143000' }, { isLoggedIn: true, now })).toBe('acceptAsSignedIn');
    expect(invitationStep({ user_exists: false }, { isLoggedIn: true, now })).toBe('acceptAsSignedIn');
  });

  it('asks someone signed out to sign in when the invited user exists, else to create it', () => {
    expect(invitationStep({ user_exists: true }, { isLoggedIn: false, now })).toBe('signInToAccept');
    expect(invitationStep({ user_exists: false }, { isLoggedIn: false, now })).toBe('createUserToAccept');
  });

  it('is expired from its expiry on', () => {
    expect(invitationStep({ user_exists: false, expires_at: '20261122120000' }, { isLoggedIn: false, now })).toBe('expired');
    expect(invitationStep({ user_exists: false, expires_at: '20261122120001' }, { isLoggedIn: true, now })).toBe('acceptAsSignedIn');
  });
});

describe('invitationTokenOf', () => {
  it.each([
    ['https://app.cadence.test/invitation/inv_3b9d0c2e', 'inv_3b9d0c2e'],
    ['  https://app.cadence.test/invitation/inv_3b9d0c2e?utm_source=mail#x ', 'inv_3b9d0c2e'],
    ['/invitation/a%20b', 'a b'],
    ['inv_3b9d0c2e', 'inv_3b9d0c2e'],
    ['https://app.cadence.test/home', ''],
    ['two words', ''],
    ['/invitation/%E0%A4%A', ''],
  ])('%j gives %j', (text, token) => {
    expect(invitationTokenOf(text)).toBe(token);
  });

  it('validates the pasted link', () => {
    expect(invitationLinkSchema.safeParse({ link: '' }).error?.issues[0]?.message).toBe('Cannot be empty');
    expect(invitationLinkSchema.safeParse({ link: 'https://app.cadence.test/home' }).error?.issues[0]?.message).toBe('Invalid');
    expect(invitationLinkSchema.parse({ link: '/invitation/inv_1' })).toEqual({ link: 'inv_1' });
  });
});
