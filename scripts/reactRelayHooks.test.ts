// The build resolves 'react-relay' to its hooks entry (vite.config.ts): whatever the app imports from
// 'react-relay' must be there, or it would be undefined in the built app only.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const hooks = createRequire(import.meta.url)('react-relay/hooks') as Record<string, unknown>;

/** The names imported as values from 'react-relay' in the app's modules (tests aside). */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|__generated__/.test(file));
  for (const file of files) {
    for (const [, clause] of readFileSync(`${src}${file}`, 'utf8').matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'react-relay'/g)) {
      for (const part of clause!.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith('type ')) names.set(name, file);
      }
    }
  }
  return names;
}

describe("react-relay's hooks entry", () => {
  it("exports everything the app imports from 'react-relay'", () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(10);
    for (const [name, file] of names) expect(hooks[name], `${name} (imported in src/${file})`).toBeDefined();
  });
});
