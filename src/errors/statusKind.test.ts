import { describe, expect, it } from 'vitest';
import { statusKind } from './statusKind';

describe('statusKind (core.md 8 REST)', () => {
  it('names the statuses of the catalogue and no other', () => {
    expect([401, 403, 404, 500, 502, 503, 504].map(statusKind)).toEqual(['unauthorized', 'forbidden', 'notFound', 'server', 'unavailable', 'unavailable', 'unavailable']);
    expect([200, 400, 408, 409, 429, 501, 505, 520].map(statusKind)).toEqual(Array(8).fill(undefined));
  });
});
