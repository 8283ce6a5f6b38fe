// At the desktop widths people use (1280, 1440, 1920 px, the menu open), every list shows its default columns whole
// (issue #33 item 3): no header or cell is cut (its text wider than its box, an ellipsis), none lies beyond the
// table's visible part (a table scrolled sideways), and the filter bar's search boxes show their placeholders whole.
// The lists are the demo world's, only read (tests/e2e/pages.ts visitAll).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { CONSOLE_PAGES, visitAll } from './pages';

const LISTS = ['payments', 'payments-test', 'transactions', 'refunds', 'customers', 'disbursements', 'invoices', 'payment-links', 'disputes', 'developer', 'developer-webhooks'];
const TARGETS = CONSOLE_PAGES.filter((t) => LISTS.includes(t.name));

function contexts(browser: Browser, baseURL: string | undefined, width: number) {
  return () => browser.newContext({ baseURL, viewport: { width, height: 900 } });
}

/** What is cut on the page: each entry names the list, the column or input, and by how much. */
function cutOn(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    const name = (el: Element) => (el.textContent ?? '').trim().slice(0, 30) || el.getAttribute('aria-label') || el.tagName;
    for (const table of document.querySelectorAll('table')) {
      if ((table as HTMLElement).offsetParent === null) continue;
      // The part of the table one sees: its scrolling box (a card's overflow), or the table itself.
      let box: HTMLElement = table;
      for (let p = table.parentElement; p; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden') {
          box = p;
          break;
        }
      }
      const visible = box.getBoundingClientRect();
      const headers = [...table.querySelectorAll('thead th')];
      for (const cell of table.querySelectorAll('th, td')) {
        const r = cell.getBoundingClientRect();
        if (r.width === 0) continue;
        const column = headers[(cell as HTMLTableCellElement).cellIndex];
        const label = column ? name(column) : name(cell);
        if (r.right > visible.right + 1 || r.left < visible.left - 1) cut.push(`column "${label}" lies outside the table (${Math.round(r.right - visible.right)} px)`);
        // The cell or anything in it whose text is wider than its box (an ellipsis or hidden overflow).
        for (const el of [cell, ...cell.querySelectorAll('*')]) {
          const h = el as HTMLElement;
          if (h.scrollWidth > h.clientWidth + 1 && getComputedStyle(h).overflowX !== 'visible') {
            cut.push(`column "${label}": "${name(h)}" is cut (${h.scrollWidth} > ${h.clientWidth} px)`);
            break;
          }
        }
      }
    }
    // Search boxes: the placeholder, measured in the input's font, fits its text area.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (input.offsetParent === null || !input.placeholder) continue;
      const s = getComputedStyle(input);
      canvas.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
      const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
      const need = canvas.measureText(input.placeholder).width;
      if (need > room + 1) cut.push(`the placeholder "${input.placeholder}" is cut (${Math.round(need)} > ${Math.round(room)} px)`);
    }
    return [...new Set(cut)];
  });
}

test.describe.configure({ mode: 'parallel', timeout: 300_000 });

for (const width of [1280, 1440, 1920]) {
  test(`at ${width} px with the menu open every list shows its default columns and placeholders whole`, async ({ browser, baseURL }) => {
    const found: string[] = [];
    const visited = await visitAll(contexts(browser, baseURL, width), TARGETS, async (target, page) => {
      await expect(page.getByTestId('app-menu')).toBeVisible();
      for (const c of await cutOn(page)) found.push(`${target.name}: ${c}`);
    });
    expect(visited).toBe(TARGETS.length);
    expect(found).toEqual([]);
  });
}
