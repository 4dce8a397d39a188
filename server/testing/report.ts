// What some suites measure or walk (the foreign walk's coverage, the seed's and the zone search's
// timings) is printed only on request: `CADENCE_TEST_REPORT=1 npx vitest run --project server-pglite`.
// A passing run is quiet.
export function testReport(text: string): void {
  if (process.env.CADENCE_TEST_REPORT) console.info(text);
}
