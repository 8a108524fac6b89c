// Accessibility check with axe-core (installed at the repo root), injected into the page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { Page } from "playwright-core";

const AXE_PATH = path.resolve(import.meta.dirname, "..", "..", "node_modules", "axe-core", "axe.min.js");

let source: string | undefined;
const axeSource = (): string => (source ??= readFileSync(AXE_PATH, "utf8"));

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Rules axe-core ships turned off that the checks turn on: `target-size` (WCAG 2.2's 2.5.8 Target
 * Size (Minimum), a 'serious' violation: a control smaller than 24x24 CSS px without the spacing
 * that makes up for it).
 */
export const EXTRA_RULES = { "target-size": { enabled: true } } as const;

/** The 'serious' and 'critical' violations axe finds on the page, one line each: impact, rule, help and where. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  // Evaluated through the DevTools protocol, not added as a <script>: the pages' CSP allows no
  // inline script (firebase.json), and the browser guard fails a test on any violation.
  if (!loaded) await page.evaluate(axeSource());
  const violations = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: { rules: typeof EXTRA_RULES }): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { rules });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  }, EXTRA_RULES);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.impact}: ${violation.id} (${violation.help}) at ${JSON.stringify(violation.nodes.map((n) => n.target))}`);
}

/** Fails with the list of rules broken when axe finds any 'serious' or 'critical' violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}
