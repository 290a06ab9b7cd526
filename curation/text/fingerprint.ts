// A short fingerprint of a text's words: the same sentence with other numbers, dates or spacing
// gets the same print, so text repeated across sessions (a footer, a greeting, a cron prompt) is
// recognised by counting prints.

/** FNV-1a, 32 bits, as 8 hex digits. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Letters only, lower-cased, single-spaced, at most 300 characters. */
export function normalForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()
    .slice(0, 300);
}

export function fingerprint(text: string): string {
  return fnv1a(normalForm(text));
}
