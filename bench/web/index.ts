// `npm run bench:web`: builds the SPA, starts the product on a fresh seeded embedded database and drives Debian's
// Chromium (playwright's library) like a new user: /login on a fresh profile with the cache disabled (requests,
// bytes over the wire and decoded, JavaScript apart), then, signed in, the payments list and the overview on a cold
// cache: the time until the first rows (KPIs) are visible. Five runs each, medians. Writes its section of
// bench/REPORT.md; reports, never asserts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { median, stopServer } from '../payments/export';
import { recordTraffic, timeTo, type Traffic } from './measure';
import { webMarkdown, writeWebSection } from './report';
import { buildSpa, startProduct } from './server';

const RUNS = 5;
const PORT = Number(process.env.BENCH_WEB_PORT ?? 8358);
const base = `http://127.0.0.1:${PORT}`;
const DEMO = { email: process.env.DEMO_EMAIL ?? 'demo@example.com', password: process.env.DEMO_PASSWORD ?? 'Demo@2026' };

const work = mkdtempSync(path.join(os.tmpdir(), 'md-bench-web-'));
const spaDir = path.join(work, 'dist');
const buildSeconds = buildSpa(spaDir);
const server = await startProduct(spaDir, path.join(work, 'data'), PORT);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const login: Traffic[] = [];
  const listSeconds: number[] = [];
  const listTraffic: Traffic[] = [];
  const overviewSeconds: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh profile each run: nothing cached, nothing stored.
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const stop = await recordTraffic(context, page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    login.push(await stop());
    await page.locator('input[name=email]').fill(DEMO.email);
    await page.locator('input[name=password]').fill(DEMO.password);
    await page.locator('input[name=captchaCode]').fill('abcd');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.waitForLoadState('networkidle');
    // Cold: the cache stays disabled for these navigations (the session lives in the tab's sessionStorage).
    const stopList = await recordTraffic(context, page);
    listSeconds.push(await timeTo(page, '/test/dashPayment', '[data-testid=list-payments] tbody tr'));
    listTraffic.push(await stopList());
    const stopOverview = await recordTraffic(context, page);
    overviewSeconds.push(await timeTo(page, '/overview', '[data-testid=kpi-successfulAmount-value]'));
    await stopOverview();
    console.log(`run ${i + 1}: /login ${login[i].requests} requests, ${(login[i].jsWireBytes / 1024).toFixed(0)} KB of JS over the wire; ` +
      `payments first rows ${listSeconds[i].toFixed(2)} s; overview KPIs ${overviewSeconds[i].toFixed(2)} s`);
    await context.close();
  }
  writeWebSection(webMarkdown({ buildSeconds, login: login[RUNS - 1], list: listTraffic[RUNS - 1], listSeconds, overviewSeconds, median }));
  console.log('Wrote the web section of bench/REPORT.md');
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(work, { recursive: true, force: true });
}
