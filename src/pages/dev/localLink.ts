// Email links point at the server's public URL; the mailbox opens them on the host serving this page instead.
export function localLink(href: string): string {
  try {
    const url = new URL(href);
    return url.pathname + url.search + url.hash;
  } catch {
    return href;
  }
}
