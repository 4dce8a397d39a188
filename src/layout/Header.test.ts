import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints';

describe('the header height (navigation.md 2.7)', () => {
  it('is 50 px, and 60 px on large screens', () => {
    const theme = readFileSync('src/ui/theme.css', 'utf8');
    expect(theme).toMatch(/:root\s*{[^}]*--header-height:\s*50px/);
    expect(theme).toMatch(new RegExp(`@media \\(min-width: ${BREAKPOINTS.xl}px\\)\\s*{\\s*:root\\s*{\\s*--header-height:\\s*60px`));
    expect(readFileSync('src/layout/Header.css', 'utf8')).toMatch(/\.header\s*{[^}]*height:\s*var\(--header-height\)/);
  });
});
