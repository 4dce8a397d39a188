// Waiting for realtime deliveries in tests: subscriptions start listening asynchronously, so a test
// repeats its change until the watcher has seen one.

/** Waits up to `ms` for an item matching the filter. */
export async function arrival<T>(items: T[], filter: (item: T) => boolean, ms = 3000): Promise<T | null> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const found = items.find(filter);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/** Repeats a change until the watcher has seen something matching the filter. */
export async function untilSeen<T>(items: T[], change: (attempt: number) => Promise<unknown>, filter: (item: T) => boolean = () => true, attempts = 25): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    await change(attempt);
    const seen = await arrival(items, filter, 250);
    if (seen) return seen;
  }
  throw new Error('the watcher never saw the change');
}
