// File names (and URL segments) for ids Lore does not choose: session ids come from whatever wrote
// the transcript, article ids from whoever wrote the frontmatter. The name must be safe on every
// file system a knowledge base is checked out on and every host a site is served from: no path
// separators or dot segments, no percent signs or control characters, bounded in length, not a
// Windows device name (`CON`, `nul.json`), and unique when case is ignored (macOS and Windows).
//
// An id that is already such a name is its own name, so ordinary ids (UUIDs, slugs) read as
// themselves. Any other id becomes a readable slug of it, `--`, and a hash of the whole id. Plain
// names never contain `--`, so the two kinds cannot collide, and the hash keeps two ids that slug
// alike ("A/b", "a\b", "a b") apart. The name is a pure function of the id: curation and the site
// compute it separately and always agree. The original id is kept where it is data (frontmatter,
// `_runs.json`, the state); only the name changes.
import { createHash } from 'node:crypto';

const MAX_PLAIN = 100;
const MAX_SLUG = 60;
// Lower case letters, digits, `_` and `-`, with single dots between them, starting with a letter
// or digit: no `.`/`..` segment, no hidden or `_` (private to Astro and Lore) file, no trailing dot
// (Windows drops it), nothing a URL must escape.
const PLAIN = /^[a-z0-9](?:[a-z0-9_-]|\.(?=[a-z0-9_]))*$/;
/** Windows refuses these as a file's base name whatever its extension (`con.json` too). */
export const WINDOWS_DEVICE_NAMES = ['con', 'prn', 'aux', 'nul', 'conin$', 'conout$', ...[...'0123456789'].flatMap((n) => [`com${n}`, `lpt${n}`])];
const DEVICE = new Set(WINDOWS_DEVICE_NAMES);

export function isWindowsDeviceName(name: string): boolean {
  return DEVICE.has(name.split('.')[0].toLowerCase());
}

/** True when `id` can serve as a file name as it is. */
export function isPlainName(id: string): boolean {
  return id.length <= MAX_PLAIN && PLAIN.test(id) && !id.includes('--') && !isWindowsDeviceName(id);
}

/** The file name (without extension) and URL segment for an id: safe, bounded, lower case, unique. */
export function safeFileName(id: string): string {
  if (isPlainName(id)) return id;
  const slug = id
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG)
    .replace(/^-+|-+$/g, '');
  // 96 bits of SHA-256: no two ids meet by chance, and making two meet on purpose is out of reach.
  const hash = createHash('sha256').update(id).digest('hex').slice(0, 24);
  return `${slug || 'id'}--${hash}`;
}
