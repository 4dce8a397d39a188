import { describe, expect, it, vi } from 'vitest';
import { fibonacciBackoff, fibonacciMultiple } from './backoff';

describe('fibonacciMultiple', () => {
  it('runs 1, 1, 2, 3, 5, 8, 13, 21 for retries 0 to 7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(fibonacciMultiple)).toEqual([1, 1, 2, 3, 5, 8, 13, 21]);
  });
});

describe('fibonacciBackoff', () => {
  const backoff = fibonacciBackoff({ minMs: 1000, maxMs: 10_000, jitter: 0.5 });

  it('multiplies the minimum by the Fibonacci number and caps it (jitter at its midpoint)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((retry) => backoff(retry, () => 0.5))).toEqual([1000, 1000, 2000, 3000, 5000, 8000, 10_000, 10_000]);
  });

  it('spreads each delay over 50% to 150% with 0.5 jitter', () => {
    expect(backoff(2, () => 0)).toBe(1000);
    expect(backoff(2, () => 0.75)).toBe(2500);
    expect(backoff(2, () => 0.999_999)).toBe(3000);
    expect(backoff(7, () => 0)).toBe(5000);
  });

  it('scales with the minimum and jitter it is given', () => {
    const websocket = fibonacciBackoff({ minMs: 250, maxMs: 1000, jitter: 0 });
    expect([0, 1, 2, 3, 4].map((retry) => websocket(retry, () => 0.9))).toEqual([250, 250, 500, 750, 1000]);
  });

  it('uses Math.random by default', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(backoff(0)).toBe(500);
    random.mockRestore();
  });
});
