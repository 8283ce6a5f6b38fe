// /activate welcomes only the tab that has just spent an activation link (/verify): opened any other way it says
// the link is missing or invalid. Kept per tab (sessionStorage), so a reload of the welcome keeps it.
const KEY = 'md.activatedHere';

export function markActivated(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the welcome page will say the link is missing, which only costs a sign-in.
  }
}

export function activatedHere(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
