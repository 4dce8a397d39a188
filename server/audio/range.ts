// The Range header of a request for a file (RFC 9110 14.2), one range only, as audio elements send.
export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; first: number; last: number } | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  // No range, or one we do not read ('bytes=-'): the whole file, as the RFC allows.
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  if (match[1] === '') {
    const count = Number(match[2]);
    return count === 0 || size === 0 ? { kind: 'unsatisfiable' } : { kind: 'partial', first: Math.max(0, size - count), last: size - 1 };
  }
  const first = Number(match[1]);
  const last = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < first) return { kind: 'whole' };
  return first >= size ? { kind: 'unsatisfiable' } : { kind: 'partial', first, last };
}
