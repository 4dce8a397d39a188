import { describe, expect, it } from 'vitest';
import { parseRange } from './range';

describe('Range headers', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', first: 0, last: 99 }],
    ['bytes=500-', { kind: 'partial', first: 500, last: 999 }],
    ['bytes=-100', { kind: 'partial', first: 900, last: 999 }],
    ['bytes=-5000', { kind: 'partial', first: 0, last: 999 }],
    ['bytes=900-5000', { kind: 'partial', first: 900, last: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=9-3', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
  ])('%s of 1000 bytes', (header, answer) => {
    expect(parseRange(header, 1000)).toEqual(answer);
  });
});
