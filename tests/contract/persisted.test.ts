// Production accepts only persisted operations: every operation relay-compiler wrote must be in its
// project's persisted-operations.json, or the page that sends it fails with PersistedQueryNotFound (a
// merge that kept one side of that file once lost 17 of them).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe.each(['src/__generated__', 'src/player/__generated__'])('%s', (directory) => {
  it('persists every operation its artifacts send', () => {
    const persisted = JSON.parse(readFileSync(join(directory, 'persisted-operations.json'), 'utf8')) as Record<string, string>;
    const sent = readdirSync(directory)
      .filter((file) => file.endsWith('.graphql.ts'))
      .flatMap((file) => [...readFileSync(join(directory, file), 'utf8').matchAll(/"id": "([0-9a-f]{64})"/g)].map((match) => [file, match[1]!] as const));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter(([, id]) => !(id in persisted)).map(([file]) => file)).toEqual([]);
  });
});
