// A REST read for a page: loading, loaded or failed, started again when its key changes or on retry.
// Each key and attempt is asked once, also when React runs effects twice in development (which matters
// for single-use tokens); answers that arrive after the key changed or the page left are dropped.
import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; error: unknown };

export function useLoad<T>(key: string, load: () => Promise<T>): [LoadState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ id: string; state: LoadState<T> }>();
  const asked = useRef<{ id: string; answer: Promise<T> }>(undefined);
  const id = `${attempt}:${key}`;

  useEffect(() => {
    if (asked.current?.id !== id) asked.current = { id, answer: load() };
    let current = true;
    asked.current.answer.then(
      (data) => current && setResult({ id, state: { status: 'loaded', data } }),
      (error: unknown) => current && setResult({ id, state: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [result?.id === id ? result.state : { status: 'loading' }, retry];
}
