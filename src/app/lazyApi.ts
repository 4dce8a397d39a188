// An API of async calls whose implementation loads with its first call, so the first page's code does
// not carry the calls of pages and effects that load after it. Members needed at once (a URL to link
// to) are given as they are.

type AsyncCall = (...args: never[]) => Promise<unknown>;
type Call = (...callArgs: unknown[]) => unknown;

export function lazyApi<T extends object, Now extends keyof T = never>(
  load: () => Promise<T>,
  now?: Pick<T, Now> & { [K in Exclude<keyof T, Now>]?: never },
): T & { [K in Exclude<keyof T, Now>]: AsyncCall } {
  let loaded: Promise<T> | undefined;
  const given = (now ?? {}) as Partial<T>;
  return new Proxy({} as T & { [K in Exclude<keyof T, Now>]: AsyncCall }, {
    get: (_, name) => {
      // Not a thenable: the API itself can be awaited or returned from an async function.
      if (typeof name !== 'string' || name === 'then') return undefined;
      if (name in given) return given[name as keyof T];
      return async (...args: unknown[]) => {
        const api = await (loaded ??= load());
        return (api[name as keyof T] as unknown as Call)(...args);
      };
    },
  });
}
