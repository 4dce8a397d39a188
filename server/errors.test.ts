import { describe, expect, it } from 'vitest';
import { ApiError, requiredText } from './errors';

describe('requiredText', () => {
  it('answers the text trimmed', () => {
    expect(requiredText('  Week  ', 'name')).toBe('Week');
  });

  it("refuses nothing, or only spaces, with core.md 5's 'Cannot be empty' on the field and as the message", () => {
    for (const value of [null, undefined, '', '   ']) {
      let thrown: unknown;
      try {
        requiredText(value, 'input.name');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect(thrown).toMatchObject({ code: 'bad_request', message: 'Cannot be empty', details: { fields: { 'input.name': 'Cannot be empty' } } });
    }
  });
});
