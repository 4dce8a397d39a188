// Accessibility check for component tests: axe-core on the rendered DOM, failing on serious and critical
// violations (moderate ones, such as content outside landmarks, depend on the page the component ends up in).
import axe from 'axe-core';
import type { Result } from 'axe-core';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

const DISABLED_RULES = {
  // jsdom has no layout or canvas, so contrast cannot be computed; Playwright's axe run covers it.
  'color-contrast': { enabled: false },
  // Tells icon ligatures from text by drawing glyphs on a canvas: in jsdom it errors (so axe never reports
  // it) and jsdom logs the missing canvas.
  'label-content-name-mismatch': { enabled: false },
  // About index.html, not about components: the test document has neither a title nor a lang.
  'document-title': { enabled: false },
  'html-has-lang': { enabled: false },
};

function describe(violation: Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
  return `${violation.id} (${violation.impact}): ${violation.help} at ${targets}`;
}

/**
 * Fails when axe finds a serious or critical violation in `container` (default: the whole document, so
 * that dialogs and toasts rendered into portals are checked too). Call it with real timers: axe waits on
 * timers, so under vi.useFakeTimers() it does not finish until they are advanced.
 */
export async function expectNoAxeViolations(container: Element | Document = document): Promise<void> {
  const results = await axe.run(container, { rules: DISABLED_RULES, resultTypes: ['violations'] });
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  if (failing.length > 0) throw new Error(`Accessibility violations:\n${failing.map(describe).join('\n')}`);
}
