// Renders the first page of a PDF to a PNG in the test's browser with pdfjs-dist (served from node_modules under a
// made-up origin), so a person can look at a generated PDF the way a customer sees it.
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Renders page 1 of a PDF to PNG in the browser with pdfjs-dist, served from node_modules under a fake origin. */
export async function renderPdf(page: Page, pdf: Buffer, out: string) {
  const root = path.resolve('node_modules/pdfjs-dist');
  const origin = 'http://pdf.local';
  await page.route(`${origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/index.html') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><body style="margin:0;background:#888"><canvas id="c"></canvas></body>' });
    if (url.pathname === '/invoice.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf });
    const file = path.join(root, url.pathname);
    if (!file.startsWith(root)) return route.abort();
    return route.fulfill({ path: file, contentType: file.endsWith('.mjs') ? 'text/javascript' : undefined });
  });
  await page.goto(`${origin}/index.html`);
  await page.evaluate(async (base) => {
    const pdfjs = await import(`${base}/build/pdf.mjs`);
    pdfjs.GlobalWorkerOptions.workerSrc = `${base}/build/pdf.worker.mjs`;
    const doc = await pdfjs.getDocument({ url: `${base}/invoice.pdf`, cMapUrl: `${base}/cmaps/`, cMapPacked: true, standardFontDataUrl: `${base}/standard_fonts/` }).promise;
    const first = await doc.getPage(1);
    const viewport = first.getViewport({ scale: 1.6 });
    const canvas = document.getElementById('c') as HTMLCanvasElement;
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await first.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
  }, origin);
  await page.locator('#c').screenshot({ path: out });
}
