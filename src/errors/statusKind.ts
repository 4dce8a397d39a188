// The statuses the REST catalogue of core.md 8 names; any other status is a client error unless the
// body says more.
import type { ErrorKind } from './AppError';

const STATUS_KINDS: ReadonlyMap<number, ErrorKind> = new Map([
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [404, 'notFound'],
  [500, 'server'],
  [502, 'unavailable'],
  [503, 'unavailable'],
  [504, 'unavailable'],
]);

export function statusKind(status: number): ErrorKind | undefined {
  return STATUS_KINDS.get(status);
}
