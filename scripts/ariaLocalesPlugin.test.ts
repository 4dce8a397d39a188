import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LocalizedStringDictionary } from '@internationalized/string';
import { describe, expect, it } from 'vitest';
import { ariaLocalesPlugin, isDroppedLocale } from './ariaLocalesPlugin';

const intlDir = (pkg: string) => fileURLToPath(new URL(`../node_modules/${pkg}/dist/private/intl/`, import.meta.url));
const localeModules = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /[a-z]{2}-[A-Z]{2}\.mjs$/.test(file));

describe("React Aria's texts in English only", () => {
  it("empties every other locale's strings of react-aria and react-aria-components, as installed", () => {
    for (const pkg of ['react-aria', 'react-aria-components']) {
      const modules = localeModules(intlDir(pkg));
      expect(modules.length).toBeGreaterThan(30);
      for (const file of modules) expect(isDroppedLocale(`${intlDir(pkg)}${file}`), file).toBe(!file.endsWith('en-US.mjs'));
    }
  });

  it("leaves the app's and other packages' modules alone", () => {
    expect(isDroppedLocale(fileURLToPath(new URL('../src/i18n/i18n.ts', import.meta.url)))).toBe(false);
    expect(isDroppedLocale('/x/node_modules/@internationalized/date/dist/private/sv-SE.mjs')).toBe(false);
  });

  it('gives an emptied locale a falsy default, with which React Aria answers in English', async () => {
    const plugin = ariaLocalesPlugin() as { load: (id: string) => string | null };
    expect(plugin.load(`${intlDir('react-aria')}searchfield/en-US.mjs`)).toBeNull();
    const emptied = plugin.load(`${intlDir('react-aria')}searchfield/sv-SE.mjs`);
    expect(emptied).toBe('export default undefined;');
    const { default: english } = (await import(`${intlDir('react-aria')}searchfield/en-US.mjs`)) as { default: Record<string, string> };
    const dictionary = new LocalizedStringDictionary({ 'en-US': english, 'sv-SE': undefined as unknown as Record<string, string> });
    expect(dictionary.getStringForLocale('Clear search', 'sv-SE')).toBe('Clear search');
  });
});
