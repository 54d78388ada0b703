/**
 * Lighthouse (mobile, its default simulated throttling) on Debian's Chromium: performance and
 * accessibility scores, cumulative layout shift, and the bytes of JavaScript and CSS the page loads
 * as served (compressed). A signed-in page is measured with the session cookie on every request.
 *
 * Each page is measured twice: with Lighthouse's default CPU slowdown (4x, which assumes a fast
 * desktop host), and with the slowdown calibrated to this host's own speed (the run's
 * `benchmarkIndex`), as Lighthouse's documentation asks before reports from different machines are
 * compared (docs/throttling.md, "Calibrating the CPU slowdown"): on a slower host 4x emulates a phone
 * far slower than the mid-tier phone the mobile preset stands for.
 *
 * Each measure is the median of BENCH_LIGHTHOUSE_RUNS runs (3), as Lighthouse's documentation advises
 * for a figure to compare (docs/variability.md): Lighthouse's own `computeMedianRun` picks the run
 * nearest the median first contentful paint and time to interactive, and the figures are that run's,
 * with the spread of the performance scores beside them. On a shared host one run's score moves by 0.1
 * to 0.2 between runs of the same build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import { chromiumPath } from '../e2e/chromium';

/**
 * The Chromium the web figures are measured in: CHROMIUM_PATH, else Debian's full Chromium when it is
 * installed, else the headless shell `npm test` installs for the journeys (e2e/chromium.ts), so a fresh
 * machine that has run the tests can run the benchmark too.
 */
export const benchChromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromiumPath);

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseFigures {
  url: string;
  /** Lighthouse's measure of the host's CPU (about 1 500 on the fast desktop its 4x slowdown assumes). */
  benchmarkIndex: number | null;
  /** The CPU slowdown this run applied. */
  cpuSlowdownMultiplier: number;
  performance: number | null;
  accessibility: number | null;
  cumulativeLayoutShift: number | null;
  largestContentfulPaintMs: number | null;
  /** Transferred bytes (compressed as served) by kind. */
  javaScriptBytes: number;
  cssBytes: number;
  /** How many runs the median was taken of, and their lowest and highest performance scores. */
  runs: number;
  performanceRange: [number, number] | null;
}

interface ResourceSummaryItem {
  resourceType: string;
  transferSize: number;
}

/**
 * The CPU slowdown that makes this host emulate Lighthouse's target mobile device, from its
 * benchmarkIndex: the figures of the Lighthouse team's calibration table and calculator (1 533 -> 4x,
 * 1 300 -> 3x, 800 -> 2x, 150 -> 1x, linear between them). Null when the host is too slow to emulate it.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** Lighthouse's default run, then one with the CPU slowdown calibrated to the default run's benchmarkIndex. */
export async function measureWithLighthouseCalibrated(
  url: string,
  cookie?: string,
): Promise<{ default: LighthouseFigures; calibrated: LighthouseFigures | null }> {
  const byDefault = await measureWithLighthouse(url, cookie);
  const slowdown = byDefault.benchmarkIndex === null ? null : calibratedCpuSlowdown(byDefault.benchmarkIndex);
  return {
    default: byDefault,
    calibrated: slowdown === null ? null : await measureWithLighthouse(url, cookie, slowdown),
  };
}

/** The median of RUNS runs of Lighthouse on the page (a run whose trace failed is run again, once). */
export async function measureWithLighthouse(
  url: string,
  cookie?: string,
  cpuSlowdownMultiplier = 4,
): Promise<LighthouseFigures> {
  const results: Result[] = [];
  let failures = 0;
  while (results.length < RUNS) {
    try {
      results.push(await runLighthouse(url, cookie, cpuSlowdownMultiplier));
    } catch (error) {
      failures += 1;
      if (failures > 1) throw error;
    }
  }
  const scores = results.map((lhr) => lhr.categories.performance?.score).filter((score) => typeof score === 'number');
  return {
    ...figuresOf(computeMedianRun(results), cpuSlowdownMultiplier),
    runs: results.length,
    performanceRange: scores.length ? [Math.min(...scores), Math.max(...scores)] : null,
  };
}

/** One run of Lighthouse on the page, in a fresh browser profile. */
async function runLighthouse(url: string, cookie: string | undefined, cpuSlowdownMultiplier: number): Promise<Result> {
  const debuggingPort = 9300 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  // A profile of its own, where a signed-in page's session cookie is set before Lighthouse opens it
  // (Chromium does not send a Cookie given as an extra header).
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: benchChromiumPath,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    if (cookie) {
      const [name = '', ...value] = cookie.split('=');
      await browser.addCookies([
        { name, value: value.join('='), url: new URL(url).origin, httpOnly: true, sameSite: 'Lax' },
      ]);
    }
    const result = await lighthouse(url, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
      // Storage is still reset for the landing page; a signed-in page keeps its cookie.
      ...(cookie ? { disableStorageReset: true } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    }
    return lhr;
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** What one run measured (its scores, layout shift, largest paint and the bytes as served). */
function figuresOf(lhr: Result, cpuSlowdownMultiplier: number): Omit<LighthouseFigures, 'runs' | 'performanceRange'> {
  const items = ((lhr.audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)?.items ??
    []) as ResourceSummaryItem[];
  const bytesOf = (kind: string) => items.find((item) => item.resourceType === kind)?.transferSize ?? 0;
  return {
    url: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? cpuSlowdownMultiplier,
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    largestContentfulPaintMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    javaScriptBytes: bytesOf('script'),
    cssBytes: bytesOf('stylesheet'),
  };
}

export function describeLighthouse(name: string, figures: LighthouseFigures): string {
  const score = (value: number | null) => (value === null ? '-' : value.toFixed(2));
  const cpu = `CPU ${figures.cpuSlowdownMultiplier.toFixed(1)}x`;
  const spread = figures.performanceRange
    ? ` (median of ${figures.runs} runs, ${score(figures.performanceRange[0])} to ${score(figures.performanceRange[1])})`
    : '';
  const lcp = figures.largestContentfulPaintMs === null ? '-' : (figures.largestContentfulPaintMs / 1000).toFixed(1);
  return [
    `  ${name.padEnd(22)} ${cpu.padEnd(9)} performance ${score(figures.performance)}${spread}`,
    `accessibility ${score(figures.accessibility)}`,
    `CLS ${figures.cumulativeLayoutShift?.toFixed(3) ?? '-'}`,
    `LCP ${lcp} s`,
    `JS ${(figures.javaScriptBytes / 1024).toFixed(1)} kB, CSS ${(figures.cssBytes / 1024).toFixed(1)} kB (as served)`,
    `benchmarkIndex ${figures.benchmarkIndex?.toFixed(0) ?? '-'}`,
  ].join(', ');
}
