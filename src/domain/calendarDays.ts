// Calendar days as 'YYYY-MM-DD' strings: plain arithmetic, light enough for the first page's code.

const DAY_MS = 86_400_000;

/** Days from one calendar day (YYYY-MM-DD) to another; negative when `to` comes first. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
