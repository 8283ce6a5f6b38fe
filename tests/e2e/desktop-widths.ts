// The desktop-width checks of the lists (issue #33 item 3): at 1280, 1440 and 1920 px with the menu open, every list
// shows its default columns whole (no header or cell cut: its text wider than its box, an ellipsis; none beyond the
// table's visible part, a table scrolled sideways) and its search boxes show their placeholders whole. The every-page
// sweep runs them on its English pass (tests/e2e/every-page.spec.ts): a list is read where it opened, at 1440 px, then
// resized in place to 1280 and 1920 px; tests/e2e/desktop-widths.spec.ts proves a list resized so is laid out as one
// opened at that width.
import type { Page } from '@playwright/test';
import { resizeSettled } from './axe-check';

/** The lists checked (their every-page targets' names). */
export const DESKTOP_LISTS: readonly string[] = ['payments', 'payments-test', 'transactions', 'refunds', 'customers', 'disbursements', 'invoices', 'payment-links', 'disputes', 'developer', 'developer-webhooks'];
/** The width the lists open at (the sweep's desktop viewport) and the widths they are then resized to, in order. */
export const OPEN_WIDTH = 1440;
export const RESIZED_WIDTHS = [1280, 1920] as const;
export const DESKTOP_HEIGHT = 900;

/** What is cut on the page: each entry names the column or input, and by how much. */
export function cutOn(page: Page): Promise<string[]> {
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

/**
 * The checks of a list that opened at OPEN_WIDTH: read there, then resized in place to each of RESIZED_WIDTHS and
 * read once settled at it (the media queries and resize listeners re-render it: ListTable's columns follow the
 * window's width). Each finding names its width. The tab is left at the last width.
 */
export async function desktopWidthFindings(page: Page): Promise<string[]> {
  const found = (await cutOn(page)).map((c) => `${OPEN_WIDTH} px: ${c}`);
  for (const width of RESIZED_WIDTHS) {
    await resizeSettled(page, { width, height: DESKTOP_HEIGHT });
    for (const c of await cutOn(page)) found.push(`${width} px: ${c}`);
  }
  return found;
}
