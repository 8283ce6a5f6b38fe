// The click throttle of spec section 9 on every button of the app: a second click on the same button within 500 ms
// is dropped before React sees it (a double click on "Refund", "Pay" or "Finalize" acts once). Installed once on the
// document, in the capture phase, so no button has to remember it. Date-picker calendars are left alone (paging
// through months is quick clicking), as is anything inside [data-click-throttle="off"]. Typing in between opens the
// gate again: a double click has no input between its two clicks, while a user who corrects a refused field and
// presses the same button again at once means a second, different request. A button whose label changed since its
// last click (React reuses the element when "Count events" becomes "Replay 45 events") offers another action: it
// passes too. So does a button clicked again after another button (Pay, then Apply the code, then Pay): a double click
// has no other click between its two.
import { throttleGate } from '../../domain/throttle';

const BUTTONS = 'button, [role="button"], input[type="submit"], input[type="button"]';
const EXEMPT = '[data-click-throttle="off"], .MuiPickersLayout-root, .MuiDateCalendar-root';

export function installClickThrottle(doc: Document): () => void {
  let pass = throttleGate<Element>();
  const labels = new WeakMap<Element, string>();
  let lastButton: WeakRef<Element> | undefined;
  const onInput = () => {
    pass = throttleGate<Element>();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(BUTTONS);
    if (!button || button.closest(EXEMPT)) return;
    const label = `${button.getAttribute('aria-label') ?? ''}|${button.textContent ?? ''}`;
    const relabelled = labels.has(button) && labels.get(button) !== label;
    labels.set(button, label);
    if (lastButton?.deref() !== button) pass = throttleGate<Element>();
    lastButton = new WeakRef(button);
    if (pass(button) || relabelled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('input', onInput, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('input', onInput, true);
  };
}
