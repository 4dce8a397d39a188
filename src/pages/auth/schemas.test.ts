import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, invitationSignupSchema, loginSchema, resetPasswordSchema, samlSlugSchema, validEmailOrEmpty } from './schemas';

/** The first message per field, as the forms show them. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('auth form rules', () => {
  it('login: e-mail and password required, the e-mail valid; any password length', () => {
    expect(messagesOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({ email: 'Cannot be empty', password: 'Cannot be empty' });
    expect(messagesOf(loginSchema.safeParse({ email: 'maja', password: 'x' }))).toEqual({ email: 'Must be a valid email' });
    expect(loginSchema.parse({ email: ' maja@cafe-lumen.test ', password: ' x' })).toEqual({ email: 'maja@cafe-lumen.test', password: ' x' });
  });

  it('forgot password: a valid e-mail', () => {
    expect(messagesOf(forgotPasswordSchema.safeParse({ email: 'x@y' }))).toEqual({ email: 'Must be a valid email' });
  });

  it('reset password: at least 6 characters, repeated exactly', () => {
    expect(messagesOf(resetPasswordSchema.safeParse({ password: '12345', repeatPassword: '12345' }))).toEqual({ password: 'Must be at least 6 characters' });
    expect(messagesOf(resetPasswordSchema.safeParse({ password: '123456', repeatPassword: '123457' }))).toEqual({ repeatPassword: 'The passwords do not match' });
    expect(resetPasswordSchema.safeParse({ password: '123456', repeatPassword: '123456' }).success).toBe(true);
  });

  it('invitation sign-up: a name and a password of at least 6 characters', () => {
    expect(messagesOf(invitationSignupSchema.safeParse({ name: '  ', password: '' }))).toEqual({ name: 'Cannot be empty', password: 'Cannot be empty' });
    expect(messagesOf(invitationSignupSchema.safeParse({ name: 'x'.repeat(256), password: '12345' }))).toEqual({ name: 'Must be less than 255 characters', password: 'Must be at least 6 characters' });
  });

  it('SAML organisation: lower-cased, letters, digits and hyphens, not starting with a hyphen', () => {
    expect(samlSlugSchema.parse({ slug: ' Cafe-Lumen ' })).toEqual({ slug: 'cafe-lumen' });
    expect(messagesOf(samlSlugSchema.safeParse({ slug: '-x' }))).toEqual({ slug: 'Invalid' });
    expect(messagesOf(samlSlugSchema.safeParse({ slug: 'a b' }))).toEqual({ slug: 'Invalid' });
    expect(messagesOf(samlSlugSchema.safeParse({ slug: 'a'.repeat(65) }))).toEqual({ slug: 'Must be less than 64 characters' });
  });

  it('uses a search e-mail only when it is valid', () => {
    expect(validEmailOrEmpty('maja@cafe-lumen.test')).toBe('maja@cafe-lumen.test');
    expect(validEmailOrEmpty('maja')).toBe('');
    expect(validEmailOrEmpty(null)).toBe('');
  });
});
