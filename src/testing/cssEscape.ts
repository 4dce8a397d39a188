// jsdom has no CSS.escape, which react-aria's modals call when they open. Installs the CSSOM
// algorithm (https://drafts.csswg.org/cssom/#serialize-an-identifier) where it is missing; import it
// from tests that open modals, or once from the test setup.

export function cssEscape(value: string): string {
  let result = '';
  const first = value.charCodeAt(0);
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    const char = value.charAt(index);
    if (code === 0) result += '\uFFFD';
    else if ((code >= 0x1 && code <= 0x1f) || code === 0x7f || (index === 0 && code >= 0x30 && code <= 0x39) || (index === 1 && code >= 0x30 && code <= 0x39 && first === 0x2d)) result += `\\${code.toString(16)} `;
    else if (index === 0 && value.length === 1 && code === 0x2d) result += `\\${char}`;
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) result += char;
    else result += `\\${char}`;
  }
  return result;
}

const globalCss = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS;
if (!globalCss) (globalThis as { CSS?: unknown }).CSS = { escape: cssEscape };
else if (!globalCss.escape) globalCss.escape = cssEscape;
