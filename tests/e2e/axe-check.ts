import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail the run; 'minor' findings are printed by axe's own tools only. */
const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

/**
 * Violations that come from Fluent UI's own markup, not ours: a rule and the CSS selector its
 * failing element matches. Each one is explained, with its proof, in docs/accessibility.md
 * ("Exclusions"); add nothing here without a section there.
 */
export const FLUENT_EXCLUSIONS: readonly { rule: string; selector: string }[] = [
  // Tabster's focus-redirecting "dummy inputs" (Fluent's keyboard navigation layer).
  { rule: 'aria-hidden-focus', selector: 'i[data-tabster-dummy][aria-hidden="true"]' },
];

/** One failing node: what axe found, where. */
export type AxeFinding = {
  rule: string;
  impact: string;
  tenant: string;
  route: string;
  width: number;
  target: string;
  /** The start of the failing element's HTML (Fluent's class names alone say little). */
  html: string;
  summary: string;
};

type AxeNode = { target: unknown[]; html: string; failureSummary?: string; impact?: string | null };

/**
 * Runs axe-core on the page as it is now (the default rule set with best practices, plus the
 * experimental label-content-name-mismatch a tester ran) and returns the moderate-or-worse
 * findings, leaving out the documented Fluent exclusions.
 */
export async function runAxe({
  page,
  tenant,
  route,
  width,
}: {
  page: Page;
  tenant: string;
  route: string;
  width: number;
}): Promise<AxeFinding[]> {
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (exclusions) => {
    type RunResult = {
      violations: { id: string; impact?: string | null; nodes: (AxeNode & { element?: Element })[] }[];
    };
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<RunResult> } }).axe;
    const result = await axe.run(document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
      elementRef: true,
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes
        .filter(
          (node) =>
            !exclusions.some(
              (exclusion) => exclusion.rule === violation.id && node.element?.matches(exclusion.selector),
            ),
        )
        .map(({ target, html, failureSummary, impact }) => ({ target, html, failureSummary, impact })),
    }));
  }, FLUENT_EXCLUSIONS);
  const findings: AxeFinding[] = [];
  for (const violation of violations) {
    for (const node of violation.nodes) {
      const impact = node.impact ?? violation.impact ?? 'minor';
      if (!FAILING_IMPACTS.has(impact)) continue;
      const target = node.target.map(String).join(' >> ');
      findings.push({
        rule: violation.id,
        impact,
        tenant,
        route,
        width,
        target,
        html: node.html.slice(0, 200),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      });
    }
  }
  return findings;
}

/** Counts per rule and tenant, e.g. { 'button-name': { hust: 12, hmu: 3 } }. */
export function countByRule(findings: readonly AxeFinding[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const finding of findings) {
    const perTenant = (counts[finding.rule] ??= {});
    perTenant[finding.tenant] = (perTenant[finding.tenant] ?? 0) + 1;
  }
  return counts;
}

/** A readable failure: the counts, then each finding with rule, route, width and target. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  const lines = [`${findings.length} axe violation(s) of impact moderate or above:`];
  for (const [rule, perTenant] of Object.entries(countByRule(findings))) {
    const parts = Object.entries(perTenant).map(([tenant, count]) => `${tenant} ${count}`);
    lines.push(`  ${rule}: ${parts.join(', ')}`);
  }
  for (const finding of findings) {
    lines.push(
      `- [${finding.impact}] ${finding.rule} ${finding.tenant} ${finding.route} @${finding.width}px: ${finding.target}\n    ${finding.html}\n    ${finding.summary}`,
    );
  }
  return lines.join('\n');
}
