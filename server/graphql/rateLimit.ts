// Each viewer has a budget of complexity per window (GRAPHQL_COMPLEXITY_BUDGET, default 250,000 a
// minute); an operation that would overspend it is refused with RATE_LIMITED (429). Budgets live in
// the process: each replica limits its own share.
export const COMPLEXITY_WINDOW_MS = 60_000;
/** Most complexity one operation may have. */
export const MAX_OPERATION_COMPLEXITY = 10_000;

export interface Budget {
  remaining: number;
  resetAt: number;
}

export function createComplexityBudgets(now: () => number, budget: number, windowMs = COMPLEXITY_WINDOW_MS) {
  const budgets = new Map<string, Budget>();
  return {
    /** Spends `cost` of the viewer's budget; false (spending nothing) when it would go below zero. */
    charge(viewerKey: string, cost: number): { allowed: boolean } & Budget {
      const at = now();
      let current = budgets.get(viewerKey);
      if (!current || current.resetAt <= at) {
        current = { remaining: budget, resetAt: at + windowMs };
        budgets.set(viewerKey, current);
      }
      if (cost > current.remaining) return { allowed: false, ...current };
      current.remaining -= cost;
      return { allowed: true, ...current };
    },
  };
}
