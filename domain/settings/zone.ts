// Which zone a time is read in (issue 32 item 2): ONE rule for the SPA's formatters, its list, detail and chart
// labels, and the server's CSV exports. No zod here: the shell's date formatting loads it.

let zones: ReadonlySet<string> | null = null;

/**
 * The signed-in reader's chosen zone (null until they pick one), set when the user's details load. Kept here rather
 * than in domain/dates.ts so the sign-in page, which sets it, does not load the date formatters.
 */
let readerZone: string | null = null;
export function setReaderZone(tz: string | null | undefined): void {
  readerZone = tz ?? null;
}
export function getReaderZone(): string | null {
  return readerZone;
}

/** The IANA zones this runtime's Intl supports, and 'UTC'; sorted. */
export function supportedTimeZones(): readonly string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...list])].sort();
}

/** Whether Intl lists the zone (a name Intl merely accepts, such as 'utc' or 'Etc/GMT+3', is not offered). */
export function isSupportedTimeZone(tz: unknown): tz is string {
  zones ??= new Set(supportedTimeZones());
  return typeof tz === 'string' && zones.has(tz);
}

/**
 * The zone a list, detail, chart or export reads its times in: the user's chosen zone once they picked one, else the
 * place's own (spec section 9: UTC+0 in most lists, UTC+8 in the payments list and on detail pages).
 */
export function effectiveZone(userZone: string | null | undefined, placeDefault: string): string {
  return userZone && isSupportedTimeZone(userZone) ? userZone : placeDefault;
}

/** '+08:00', '-03:30', '+00:00': the zone's offset at an instant. */
export function zoneOffset(tz: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace(/^GMT/, '');
  return offset === '' ? '+00:00' : offset;
}

/** How a zone is named beside the times it shows: 'UTC+08:00 Asia/Shanghai', 'UTC+00:00 UTC'. */
export function zoneName(tz: string, at: Date = new Date()): string {
  return `UTC${zoneOffset(tz, at)} ${tz}`;
}
