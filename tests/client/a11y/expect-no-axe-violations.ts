import axe from 'axe-core';
import type { Result, RunOptions } from 'axe-core';

/**
 * Rules jsdom cannot judge: it lays nothing out and paints nothing, so contrast and sizes are
 * unknown (the e2e journey axe-every-route checks them in Chromium). Whole-page rules (one h1,
 * landmarks around content) are also left to the e2e run: a component is not a page.
 */
const OFF_IN_JSDOM = [
  'color-contrast',
  'target-size',
  'page-has-heading-one',
  'landmark-one-main',
  'region',
  'scrollable-region-focusable',
];

/** axe-core on rendered DOM, the same rule set as the e2e run (label-content-name-mismatch on). */
export async function axeViolations(container: Element = document.body): Promise<Result[]> {
  const options: RunOptions = {
    rules: Object.fromEntries([
      ['label-content-name-mismatch', { enabled: true }],
      ...OFF_IN_JSDOM.map((rule) => [rule, { enabled: false }]),
    ]),
    resultTypes: ['violations'],
  };
  const result = await axe.run(container, options);
  return result.violations;
}

/** One line per failing node, for a readable assertion message. */
export function describeViolations(violations: readonly Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact ?? 'minor'}): ${node.target.join(' >> ')}`,
    ),
  );
}
