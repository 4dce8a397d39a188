// jsdom has no matchMedia: a fake that answers min-width, max-width and prefers-color-scheme queries
// from a width and a colour scheme the test sets, and tells listeners when a change flips a query.
type Listener = (event: { matches: boolean; media: string }) => void;

export interface FakeMedia {
  resize(width: number): void;
  setColorScheme(scheme: 'light' | 'dark'): void;
  uninstall(): void;
}

function evaluate(query: string, width: number, scheme: 'light' | 'dark'): boolean {
  return query
    .split(/\s+and\s+/)
    .map((part) => part.trim().replace(/^\(|\)$/g, ''))
    .every((condition) => {
      const [feature, raw] = condition.split(':').map((s) => s.trim());
      if (feature === 'min-width') return width >= parseFloat(raw!);
      if (feature === 'max-width') return width <= parseFloat(raw!);
      if (feature === 'prefers-color-scheme') return scheme === raw;
      return false;
    });
}

export function installMatchMedia(width: number, scheme: 'light' | 'dark' = 'light'): FakeMedia {
  const state = { width, scheme };
  const lists: { query: string; matches: boolean; listeners: Set<Listener> }[] = [];
  const original = window.matchMedia;

  window.matchMedia = (query: string) => {
    const entry = { query, matches: evaluate(query, state.width, state.scheme), listeners: new Set<Listener>() };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query, state.width, state.scheme);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };

  const notify = () => {
    for (const entry of lists) {
      const matches = evaluate(entry.query, state.width, state.scheme);
      if (matches === entry.matches) continue;
      entry.matches = matches;
      for (const listener of entry.listeners) listener({ matches, media: entry.query });
    }
  };

  return {
    resize(next) {
      state.width = next;
      notify();
    },
    setColorScheme(next) {
      state.scheme = next;
      notify();
    },
    uninstall() {
      window.matchMedia = original;
    },
  };
}
