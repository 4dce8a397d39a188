import { describe, expect, it } from 'vitest';
import { greetingAt, zoneStateCounts } from './homeSummary';

const at = (hour: number, minute = 0) => new Date(2026, 10, 22, hour, minute);

describe('greetingAt', () => {
  it.each([
    [at(4, 59), 'evening'],
    [at(5), 'morning'],
    [at(11, 59), 'morning'],
    [at(12), 'afternoon'],
    [at(17, 59), 'afternoon'],
    [at(18), 'evening'],
    [at(0), 'evening'],
  ])('%s is %s', (date, greeting) => {
    expect(greetingAt(date)).toBe(greeting);
  });
});

describe('zoneStateCounts', () => {
  it('lists the states that have zones, most urgent first', () => {
    expect(
      zoneStateCounts([
        { state: 'OK', total: 5 },
        { state: 'NOT_SETUP', total: 0 },
        { state: 'ERROR', total: 2 },
        { state: 'INCOMPLETE', total: 1 },
      ]),
    ).toEqual([
      { state: 'ERROR', total: 2 },
      { state: 'INCOMPLETE', total: 1 },
      { state: 'OK', total: 5 },
    ]);
  });

  it('leaves out states it does not know', () => {
    expect(zoneStateCounts([{ state: '%future added value', total: 3 }])).toEqual([]);
  });
});
