import { describe, expect, it } from 'vitest';
import { cssEscape } from './cssEscape';

describe('cssEscape', () => {
  it('serialises identifiers as CSSOM does', () => {
    expect(cssEscape('csp-nonce')).toBe('csp-nonce');
    expect(cssEscape('1a')).toBe('\\31 a');
    expect(cssEscape('-1')).toBe('-\\31 ');
    expect(cssEscape('-')).toBe('\\-');
    expect(cssEscape('a b"c')).toBe('a\\ b\\"c');
    expect(cssEscape('\0')).toBe('\uFFFD');
    expect(cssEscape('é')).toBe('é');
  });

  it('is installed as CSS.escape', () => {
    expect(CSS.escape('1a')).toBe('\\31 a');
  });
});
