import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type * as z from 'zod/mini';
import { parseSearch } from './searchParams';
import type { SearchSchema } from './searchParams';

/** The current location's search parameters read with a route's schema (see searchParams.ts). */
export function useSearch<S extends SearchSchema>(schema: S): z.infer<S> {
  const [params] = useSearchParams();
  return useMemo(() => parseSearch(schema, params), [schema, params]);
}
