import { describe, expect, it } from 'vitest';
import { matchesStatusFilters } from './zoneMembership';

const disconnectedError = { state: 'ERROR', codes: ['PLAYER_DISCONNECTED'] };
const mutedOk = { state: 'OK', codes: ['PLAYER_MUTED'] };

describe('matchesStatusFilters', () => {
  it.each([
    ['no filters', [], disconnectedError, true],
    ['the status asked for', [{ state: { eq: 'ERROR' } }], disconnectedError, true],
    ['another status', [{ state: { eq: 'ERROR' } }], mutedOk, false],
    ['a status code it has', [{ statusCode: { eq: 'PLAYER_MUTED' } }], mutedOk, true],
    ['a status code it lacks', [{ statusCode: { eq: 'PLAYER_MUTED' } }], disconnectedError, false],
    ['both, when both hold', [{ state: { eq: 'ERROR' } }, { statusCode: { eq: 'PLAYER_DISCONNECTED' } }], disconnectedError, true],
    ['both, when one fails', [{ state: { eq: 'OK' } }, { statusCode: { eq: 'PLAYER_DISCONNECTED' } }], disconnectedError, false],
    ['filters a status does not change', [{ search: 'bar' }, { region: 'SE' }], mutedOk, true],
  ] as const)('%s', (_name, filters, status, expected) => {
    expect(matchesStatusFilters(status, filters)).toBe(expected);
  });
});
