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

/**
 * The zones ICU (Node's and some browsers' Intl) still names by a spelling the IANA database has since replaced, and
 * the names people know today: Intl resolves 'Asia/Kolkata' to 'Asia/Calcutta' and does not list Kolkata at all.
 * Stored, listed and shown under the right-hand name; every runtime and PostgreSQL accept both.
 */
const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The zones offered (the runtime's Intl list under today's names, and 'UTC'); sorted. */
export function supportedTimeZones(): readonly string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...list.map((tz) => RENAMED_ZONES[tz] ?? tz)])].sort();
}

/**
 * The one name a zone is stored and shown under, from any name a person would type or pick: any case, an old
 * spelling or its new one ('asia/calcutta', 'Asia/Kolkata' -> 'Asia/Kolkata'; 'Etc/UTC', 'utc' -> 'UTC'). Null for a
 * name Intl does not know or a zone not offered (such as 'Etc/GMT+3', whose sign reads backwards).
 */
export function canonicalTimeZone(tz: unknown): string | null {
  if (typeof tz !== 'string' || tz.trim() === '' || tz.length > 64) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: tz.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  const name = RENAMED_ZONES[resolved] ?? resolved;
  zones ??= new Set(supportedTimeZones());
  return zones.has(name) ? name : null;
}

/** Whether the zone is offered under one of its names (canonicalTimeZone gives the one to keep). */
export function isSupportedTimeZone(tz: unknown): tz is string {
  return canonicalTimeZone(tz) !== null;
}

/**
 * The zone a list, detail, chart or export reads its times in: the user's chosen zone once they picked one, else the
 * place's own (spec section 9: UTC+0 in most lists, UTC+8 in the payments list and on detail pages).
 */
export function effectiveZone(userZone: string | null | undefined, placeDefault: string): string {
  return canonicalTimeZone(userZone) ?? placeDefault;
}

/** '+08:00', '-03:30', '+00:00': the zone's offset at an instant. */
export function zoneOffset(tz: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = name.replace(/^GMT/, '');
  return offset === '' ? '+00:00' : offset;
}

/** How a zone is named beside the times it shows: 'UTC+08:00 Asia/Shanghai', 'UTC+05:30 Asia/Kolkata'. */
export function zoneName(tz: string, at: Date = new Date()): string {
  return `UTC${zoneOffset(tz, at)} ${canonicalTimeZone(tz) ?? tz}`;
}
