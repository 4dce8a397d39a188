// When the Relay store collects released records. Relay starts a collection as soon as a query is
// released, but a navigation releases the outgoing page's queries (a route's loader replaces its query,
// the layout loads the next account's) while React may still render that page until the next one
// commits; a render that finds its records collected reads undefined for fields the schema promises and
// throws. A collection therefore starts GC_DELAY_MS after Relay asks for one; the steps it then takes
// (one per retained query) follow at once, as Relay's own scheduler runs them.
export const GC_DELAY_MS = 5000;

type Scheduler = (step: () => void) => void;

export function delayedGcScheduler(delayMs: number = GC_DELAY_MS): Scheduler {
  // Relay asks for a collection's next step from within the step before it. A step that throws ends
  // Relay's collections for good (its run is never cleared), so no finally resets the flag.
  let stepping = false;
  const run = (step: () => void) => {
    stepping = true;
    step();
    stepping = false;
  };
  return (step) => (stepping ? queueMicrotask(() => run(step)) : void setTimeout(run, delayMs, step));
}
