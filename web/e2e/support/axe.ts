// Accessibility checks in the journeys: axe-core (through @axe-core/playwright) on the pages a journey reaches.
// A serious or critical violation fails the journey; lesser ones are only recorded in the run's report.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA: the level the product promises. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Waits until the screen has settled (no request for a moment, no loading placeholder), without hanging on polls. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .locator('.page-loading, .loading-modal')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // A toast caught while it fades in has its text half transparent (axe read 3.99:1 on a loaded machine where the
  // settled toast has far more): let animations that end within two seconds end; a toast's 5-s timer bar is left.
  await page
    .evaluate(() => {
      const ending = document.getAnimations().filter((animation) => {
        const end = Number(animation.effect?.getComputedTiming().endTime);
        return Number.isFinite(end) && end - Number(animation.currentTime ?? 0) < 2_000;
      });
      const finished = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
      return Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    })
    .catch(() => undefined);
}

function describe(violation: AxeViolation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.map(String).join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`)
    .join('\n');
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${nodes}`;
}

/** The page's violations of AXE_TAGS, all impacts. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  return results.violations as AxeViolation[];
}

/**
 * Runs axe on the page as it is now and throws when it finds a serious or critical violation, naming each rule and
 * the elements. Every check is appended to `<artifactsDir>/axe-report.jsonl` (where, URL, violations by impact).
 */
export async function expectAccessible(page: Page, where: string, artifactsDir?: string): Promise<void> {
  const violations = await axeViolations(page);
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (artifactsDir) {
    mkdirSync(artifactsDir, { recursive: true });
    const entry = {
      where,
      url: page.url(),
      blocking: blocking.map((violation) => violation.id),
      minor: violations.filter((violation) => !blocking.includes(violation)).map((violation) => `${violation.id}:${violation.impact}`),
    };
    appendFileSync(path.join(artifactsDir, 'axe-report.jsonl'), `${JSON.stringify(entry)}\n`);
  }
  if (blocking.length) {
    throw new Error(`axe found ${blocking.length} serious/critical violation(s) on ${where} (${page.url()}):\n${blocking.map(describe).join('\n')}`);
  }
}
