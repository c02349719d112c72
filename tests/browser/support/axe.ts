import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in the page under test. The script goes in with `addScriptTag`, so the
 * context that opens the page needs `bypassCSP: true` (the app's CSP forbids inline scripts).
 * Only critical and serious findings fail a test; moderate and minor ones are returned too so a
 * test can log them.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the offending nodes, first few only, with axe's one-line summary. */
  nodes: string[];
}

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

export async function axeAudit(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeResult[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } });
    return result.violations;
  });
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? null,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`),
  }));
}

/** The findings a test fails on: WCAG 2.2 AA failures axe rates critical or serious. */
export const blocking = (findings: AxeFinding[]) => findings.filter((f) => f.impact === 'critical' || f.impact === 'serious');
