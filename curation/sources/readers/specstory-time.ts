// SpecStory's times: `2026-03-31 02:12:16Z` (UTC) or `2025-11-13 21:12:14-0700` in v2 files,
// `2025-07-01 14:48:21` (local, no zone) in the titles of older ones. The file name carries the
// start in UTC (`2025-07-01_11-48-…`), so the offset of a zone-less title is the difference
// between the two, rounded to a quarter hour; every zone-less time in the file takes it.

const STAMP = /(\d{4}-\d\d-\d\d)[ T_](\d\d)[:-](\d\d)(?:[:-](\d\d))?(\.\d+)?\s*(Z|[+-]\d\d:?\d\d)?/;
const NAME = /^(\d{4}-\d\d-\d\d)_(\d\d)-(\d\d)(?:-(\d\d))?Z?(?:[-_]|\.md$|$)/;
const QUARTER = 15 * 60 * 1000;
const MAX_OFFSET = 14 * 60 * 60 * 1000;

export interface Zone {
  /** The start the file name gives, epoch ms UTC. */
  named?: number;
  /** Offset of zone-less times from UTC, once known. */
  offset?: number;
}

/** The start a SpecStory file name gives, as a zone to read the file's zone-less times with. */
export function timeZoneFromName(name: string): Zone {
  const m = NAME.exec(name);
  if (!m) return {};
  const ms = Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}Z`);
  return Number.isNaN(ms) ? {} : { named: ms };
}

/** An ISO instant from a SpecStory time; zone-less times are placed with the file's zone. */
export function specstoryTime(text: string, zone: Zone): string | undefined {
  const m = STAMP.exec(text);
  if (!m) return undefined;
  const [, date, hh, mm, ss = '00', fraction = '', tz] = m;
  const iso = `${date}T${hh}:${mm}:${ss}${fraction.slice(0, 4)}`;
  if (tz) {
    const ms = Date.parse(`${iso}${tz === 'Z' ? 'Z' : `${tz.slice(0, 3)}:${tz.slice(-2)}`}`);
    return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
  }
  const local = Date.parse(`${iso}Z`);
  if (Number.isNaN(local)) return undefined;
  if (zone.offset === undefined) {
    const diff = zone.named === undefined ? 0 : local - zone.named;
    zone.offset = Math.abs(diff) <= MAX_OFFSET ? Math.round(diff / QUARTER) * QUARTER : 0;
  }
  return new Date(local - zone.offset).toISOString();
}
