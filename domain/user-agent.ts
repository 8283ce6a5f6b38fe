// A browser's User-Agent header read for people: the browser with its major version and the system it runs on
// ("Chrome 156 on Linux"), for the sign-in rows of the audit log and the sessions list. No parser package is in the
// project; this knows the common browsers and systems and nothing else (an unknown one gives null, and the caller
// shows the raw string). The order of the checks matters: Edge, Opera, Samsung Internet and the in-app Chromes name
// "Chrome" too, and every Chrome names "Safari".

export interface UserAgentParts {
  /** The browser's name as it calls itself (Chrome, Firefox, Safari, Edge, Opera, Samsung Internet). */
  browser: string;
  /** Its major version, when the string tells it. */
  version: string | null;
  /** The operating system (Windows, macOS, iOS, iPadOS, Android, Linux, ChromeOS), when the string tells it. */
  os: string | null;
}

const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  // Safari's own version is in Version/…; "Safari/605.1.15" is WebKit's build.
  ['Safari', /\bVersion\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** The browser, its major version and the system of a User-Agent string; null when no common browser is named. */
export function parseUserAgent(ua: string | null | undefined): UserAgentParts | null {
  if (!ua) return null;
  const os = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;
  for (const [browser, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return { browser, version: match[1] ?? null, os };
  }
  return null;
}

/**
 * The readable label of a User-Agent string: "Chrome 156" joined to its system by `on` (a language's "%{browser} on
 * %{os}"); the raw string when no common browser is named, null for none.
 */
export function userAgentLabel(ua: string | null | undefined, on: (browser: string, os: string) => string): string | null {
  if (!ua) return null;
  const parts = parseUserAgent(ua);
  if (!parts) return ua;
  const browser = parts.version ? `${parts.browser} ${parts.version}` : parts.browser;
  return parts.os ? on(browser, parts.os) : browser;
}
