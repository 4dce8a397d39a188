// Back-off between retries of GraphQL calls and websocket reconnects (core.md 9, navigation.md 9):
// a Fibonacci multiple of a minimum, capped, with 0.5 jitter.

export interface FibonacciBackoffOptions {
  /** The first and second delays before jitter. */
  minMs: number;
  /** The largest delay before jitter. */
  maxMs: number;
  /** How far jitter may move a delay, as a fraction of it: 0.5 spreads it over 50% to 150%. */
  jitter: number;
}

/** A source of numbers in [0, 1), like Math.random; tests pass a fixed one. */
export type Random = () => number;

/** The Fibonacci multiple for a 0-based retry: 1, 1, 2, 3, 5, 8... */
export function fibonacciMultiple(retry: number): number {
  let previous = 0;
  let current = 1;
  for (let step = 0; step < retry; step += 1) [previous, current] = [current, previous + current];
  return current;
}

/**
 * The delay before the 0-based `retry`. The cap bounds the Fibonacci step; jitter then spreads the
 * delay around it, so clients that failed together (a server restart) do not all come back together.
 */
export function fibonacciBackoff({ minMs, maxMs, jitter }: FibonacciBackoffOptions) {
  return (retry: number, random: Random = Math.random): number => {
    const step = Math.min(maxMs, minMs * fibonacciMultiple(retry));
    return Math.round(step * (1 + jitter * (2 * random() - 1)));
  };
}
