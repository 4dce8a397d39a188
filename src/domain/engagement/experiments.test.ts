import { describe, expect, it } from 'vitest';
import { EXPERIMENTS, VARIATIONS, assignVariation, parseExpParam, unitPosition, variationOf } from './experiments';
import type { Variation, Weights } from './experiments';

const UNITS = Array.from({ length: 30_000 }, (_, n) => `user-${n}`);

function shares(seed: string, weights?: Weights): Record<Variation, number> {
  const counts = { original: 0, treatment: 0, 'not-participating': 0 };
  for (const unit of UNITS) counts[assignVariation({ seed, weights }, unit)]++;
  return Object.fromEntries(VARIATIONS.map((v) => [v, counts[v] / UNITS.length])) as Record<Variation, number>;
}

describe('experiment weights (navigation.md 9)', () => {
  it('has the spec’s experiments and weights', () => {
    expect(Object.fromEntries(Object.entries(EXPERIMENTS).map(([id, e]) => [id, 'weights' in e ? e.weights : 'equal']))).toEqual({
      RE13: [1, 1, 0],
      RE17: 'equal',
      GE82: [0, 0, 1],
      RE20: [1, 1, 0],
      GE83: [1, 1, 0],
      GE84: [0, 0, 1],
      GE85: [1, 1, 0],
    });
    expect(EXPERIMENTS.RE20.overrideCookie).toBeTruthy();
  });

  it.each([
    ['1/1/0', [1, 1, 0], { original: 0.5, treatment: 0.5, 'not-participating': 0 }],
    ['0/0/1', [0, 0, 1], { original: 0, treatment: 0, 'not-participating': 1 }],
    ['equal', undefined, { original: 1 / 3, treatment: 1 / 3, 'not-participating': 1 / 3 }],
    ['3/1/0', [3, 1, 0], { original: 0.75, treatment: 0.25, 'not-participating': 0 }],
    ['1/1/2', [1, 1, 2], { original: 0.25, treatment: 0.25, 'not-participating': 0.5 }],
    ['0/0/0', [0, 0, 0], { original: 0, treatment: 0, 'not-participating': 1 }],
  ] as const)('%s splits 30 000 units by its weights', (_name, weights, expected) => {
    const actual = shares('seed-a', weights);
    for (const variation of VARIATIONS) expect(Math.abs(actual[variation] - expected[variation]), variation).toBeLessThan(0.015);
    // a weight of 0 gets nobody (with no weight at all, nobody takes part)
    if (weights?.some((weight) => weight > 0)) weights.forEach((weight, index) => weight === 0 && expect(actual[VARIATIONS[index]!]).toBe(0));
  });

  it('assigns a unit the same way every time, and independently per seed', () => {
    expect(UNITS.slice(0, 200).map((u) => assignVariation({ seed: 'x', weights: [1, 1, 0] }, u))).toEqual(UNITS.slice(0, 200).map((u) => assignVariation({ seed: 'x', weights: [1, 1, 0] }, u)));
    const agree = UNITS.filter((u) => assignVariation({ seed: 'x', weights: [1, 1, 0] }, u) === assignVariation({ seed: 'y', weights: [1, 1, 0] }, u)).length / UNITS.length;
    expect(Math.abs(agree - 0.5)).toBeLessThan(0.02);
    for (const unit of UNITS.slice(0, 100)) expect(unitPosition('x', unit)).toBeGreaterThanOrEqual(0);
  });
});

describe('forcing a variation', () => {
  it.each([
    ['RE20:treatment', { RE20: 'treatment' }],
    ['RE20:original,GE84:treatment', { RE20: 'original', GE84: 'treatment' }],
    [' GE84:treatment , XX1:treatment, GE85:maybe, RE13', { GE84: 'treatment' }],
    ['', {}],
    [null, {}],
  ] as const)('exp=%j forces %j', (value, forced) => {
    expect(parseExpParam(value)).toEqual(forced);
  });

  const direct = { distributor: 'cadence', billingVoucher: null };

  it.each([
    // sources, variation
    [{ forced: 'treatment' }, 'GE84', 'treatment'],
    [{ forced: 'original', cookie: 'treatment' }, 'RE20', 'original'],
    [{ cookie: 'treatment', participant: direct }, 'RE20', 'treatment'],
    [{ cookie: 'not-participating', stored: 'original', participant: direct }, 'RE20', 'not-participating'],
    [{ cookie: 'nonsense', stored: 'original', participant: direct }, 'RE20', 'original'],
    // only RE20 names a cookie
    [{ cookie: 'treatment' }, 'GE84', 'not-participating'],
    [{ stored: 'treatment' }, 'GE84', 'treatment'],
    // RE20 takes only accounts sold directly without a voucher
    [{ participant: { distributor: 'reseller-1', billingVoucher: null } }, 'RE20', 'not-participating'],
    [{ participant: { distributor: 'cadence', billingVoucher: 'SUMMER' } }, 'RE20', 'not-participating'],
    [{}, 'RE20', 'not-participating'],
  ] as const)('%j in %s gives %s', (sources, id, variation) => {
    expect(variationOf(id, { unitId: 'user-1', ...sources })).toBe(variation);
  });

  it('draws a direct account’s RE20 variation by its 1/1/0 weights', () => {
    const drawn = new Set(UNITS.slice(0, 500).map((unitId) => variationOf('RE20', { unitId, participant: direct })));
    expect([...drawn].sort()).toEqual(['original', 'treatment']);
  });
});
