import { describe, expect, it } from 'vitest';
import { changeEmailSchema, changePasswordSchema, knownColorMode, userEditSchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, path: string) => result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;

describe('profile form rules', () => {
  const valid = { name: 'Maja', start_of_week: 1, userColorModeSetting: 'system' };

  it('user: a name of at most 255 characters, a weekday 0 to 6 and a known colour theme', () => {
    expect(userEditSchema.safeParse(valid).success).toBe(true);
    expect(firstMessage(userEditSchema.safeParse({ ...valid, name: ' ' }), 'name')).toBe('Cannot be empty');
    expect(firstMessage(userEditSchema.safeParse({ ...valid, name: 'x'.repeat(256) }), 'name')).toBe('Must be less than 255 characters');
    expect(firstMessage(userEditSchema.safeParse({ ...valid, start_of_week: 7 }), 'start_of_week')).toBe('Must be one of: 0, 1, 2, 3, 4, 5, 6');
    expect(firstMessage(userEditSchema.safeParse({ ...valid, userColorModeSetting: 'sepia' }), 'userColorModeSetting')).toBe('Must be one of: light, dark, system');
  });

  it('password change: the current password and a new one of at least 6 characters', () => {
    expect(firstMessage(changePasswordSchema.safeParse({ old_password: '', password: 'secret1' }), 'old_password')).toBe('Cannot be empty');
    expect(firstMessage(changePasswordSchema.safeParse({ old_password: 'x', password: '12345' }), 'password')).toBe('Must be at least 6 characters');
  });

  it('e-mail change: a valid address and the current password', () => {
    expect(firstMessage(changeEmailSchema.safeParse({ email: 'maja@', password: 'x' }), 'email')).toBe('Must be a valid email');
    expect(firstMessage(changeEmailSchema.safeParse({ email: 'maja@lumen.test', password: '' }), 'password')).toBe('Cannot be empty');
  });

  it('reads a colour theme this app does not know as the default, system', () => {
    expect(knownColorMode('dark')).toBe('dark');
    expect(knownColorMode('%future added value')).toBe('system');
  });
});
