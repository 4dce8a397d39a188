// How many subscriptions of this process hold something open (a web tab, a device), by its id: the
// presence a watcher keeps ends only when the last of them closes.
export interface OpenCounts {
  open(id: string): void;
  /** Whether this was the id's last open one. */
  close(id: string): boolean;
}

export function openCounts(): OpenCounts {
  const counts = new Map<string, number>();
  return {
    open: (id) => void counts.set(id, (counts.get(id) ?? 0) + 1),
    close(id) {
      const left = (counts.get(id) ?? 1) - 1;
      if (left > 0) counts.set(id, left);
      else counts.delete(id);
      return left === 0;
    },
  };
}
