// Interaction latency on the jobs list for `pnpm bench:web` (issue 26): a phone as Lighthouse's mobile preset
// emulates it (412 × 823 at 1.75, its user agent) with its CPU slow-down (Emulation.setCPUThrottlingRate), the
// visitor opens the filters, ticks one and types a keyword. Each interaction's latency is what INP counts: the
// longest Event Timing entry of that interaction (PerformanceObserver 'event', durationThreshold 16 — shorter
// ones are not reported, so a step with none stayed under 16 ms), from input to the next paint.
import { chromium, type Page } from 'playwright-core';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

/** Lighthouse's own mobile figure (4×), so the bench slows the CPU exactly as its Lighthouse runs assume. */
export const CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

const KEYWORD = 'analyst';
/** A person typing briskly; each key is an interaction of its own. */
const KEY_DELAY_MS = 120;
const STEP_TIMEOUT_MS = 60_000;

export interface StepLatency {
  step: string;
  /** Interactions the browser reported at ≥ 16 ms. */
  interactions: number;
  /** The step's longest interaction (0: none reached 16 ms). */
  worstMs: number;
}

export interface InteractionRun {
  steps: StepLatency[];
  /** INP of the visit: with fewer than 50 interactions, the longest one. */
  inpMs: number;
}

interface EventTiming {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

type TimedWindow = Window & { __fjEventTimings?: EventTiming[] };

function observeEventTimings() {
  const timed = window as TimedWindow;
  timed.__fjEventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      const { name, startTime, duration, interactionId } = entry;
      timed.__fjEventTimings!.push({ name, startTime, duration, interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

const pageClock = (page: Page) => page.evaluate(() => performance.now());

/** The page has answered and drawn: no request for a moment, then two frames. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: STEP_TIMEOUT_MS });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Each interaction once, at its longest entry, between two clock readings of the page. */
function interactionsBetween(timings: EventTiming[], from: number, to: number): number[] {
  const longest = new Map<number, number>();
  for (const entry of timings) {
    if (!entry.interactionId || entry.startTime < from || entry.startTime > to) continue;
    longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
  }
  return [...longest.values()];
}

async function oneVisit(chromiumPath: string, url: string): Promise<InteractionRun> {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'] });
  try {
    const screen = screenEmulationMetrics.mobile;
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
      locale: 'en-GB',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeEventTimings);
    await page.goto(url, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    await page.locator('[data-testid="job-card"]').first().waitFor();
    await settle(page);

    const marks: { step: string; from: number; to: number }[] = [];
    const step = async (name: string, act: () => Promise<void>) => {
      const from = await pageClock(page);
      await act();
      await settle(page);
      marks.push({ step: name, from, to: await pageClock(page) });
    };
    const filters = page.locator('[data-testid="job-filters"]');
    await step('open the filters', async () => {
      await filters.locator('.job-filters__toggle').click();
      await filters.locator('[data-testid="facet-job_type"] input[type="checkbox"]').first().waitFor();
    });
    await step('tick a filter', async () => {
      const box = filters.locator('[data-testid="facet-job_type"] input[type="checkbox"]').first();
      await box.click();
      await page.waitForURL(/[?&]job_type=/);
    });
    await step(`type "${KEYWORD}"`, async () => {
      await page.locator('#job-search-keyword').pressSequentially(KEYWORD, { delay: KEY_DELAY_MS });
      await page.waitForURL(new RegExp(`[?&]search=${KEYWORD}`));
    });

    const timings = await page.evaluate(() => (window as TimedWindow).__fjEventTimings ?? []);
    const steps = marks.map(({ step: name, from, to }) => {
      const latencies = interactionsBetween(timings, from, to);
      return { step: name, interactions: latencies.length, worstMs: Math.max(0, ...latencies) };
    });
    return { steps, inpMs: Math.max(0, ...steps.map((entry) => entry.worstMs)) };
  } finally {
    await browser.close();
  }
}

/** `runs` visits, each in a fresh browser; the caller takes medians. */
export async function measureJobsListInteractions(chromiumPath: string, url: string, runs: number): Promise<InteractionRun[]> {
  const measured: InteractionRun[] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await oneVisit(chromiumPath, url));
  return measured;
}
