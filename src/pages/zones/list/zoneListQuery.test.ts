import { describe, expect, it } from 'vitest';
import { zoneListFilters, zoneListVariables } from './zoneListQuery';
import { withFilter, withoutFilters } from './zoneListSearchUpdate';

const variables = (search: string) => zoneListVariables('acc', new URLSearchParams(search));

describe('the zone list route’s query variables (core.md 2 /zones)', () => {
  it('asks for 50 zones from the start, unfiltered, by default', () => {
    expect(variables('')).toEqual({ accountId: 'acc', first: 50, after: null, filters: [] });
  });

  it('reads every filter, the page size and the cursor', () => {
    expect(variables('q=+bar+&region=NY&status=ERROR&statusCode=PLAYER_MUTED&perPage=100&after=abc')).toEqual({
      accountId: 'acc',
      first: 100,
      after: 'abc',
      filters: [{ search: 'bar' }, { region: 'NY' }, { state: { eq: 'ERROR' } }, { statusCode: { eq: 'PLAYER_MUTED' } }],
    });
  });

  it('drops an invalid status or status code and puts the default page size in place of an invalid one', () => {
    expect(variables('status=BROKEN&statusCode=LOUD&perPage=0')).toEqual({ accountId: 'acc', first: 50, after: null, filters: [] });
    expect(variables('perPage=101').first).toBe(50);
    expect(variables('perPage=1').first).toBe(1);
    expect(variables('perPage=2.5').first).toBe(50);
    expect(variables('perPage=ten').first).toBe(50);
  });

  it('leaves out blank text filters', () => {
    expect(zoneListFilters({ q: '   ', region: ' ', status: undefined, statusCode: undefined })).toEqual([]);
  });
});

describe('changing a filter', () => {
  it('keeps the other filters and the page size, and starts from the first zone again', () => {
    const next = withFilter(new URLSearchParams('q=bar&perPage=20&after=abc'), 'status', 'OK');
    expect(next.toString()).toBe('q=bar&perPage=20&status=OK');
    expect(withFilter(next, 'q', '').toString()).toBe('perPage=20&status=OK');
  });

  it('clears every filter and the cursor, keeping the page size', () => {
    expect(withoutFilters(new URLSearchParams('q=bar&region=SE&status=OK&statusCode=PLAYER_MUTED&perPage=20&after=abc')).toString()).toBe('perPage=20');
  });
});
