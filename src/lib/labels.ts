// Words and glyphs that go with statuses and task states wherever they are shown. The glyph is
// decoration (aria-hidden); the word is what carries the meaning, never the colour alone.
import type { Status, TaskState } from '../../curation/schema/article.ts';

export const STATUS_GLYPH: Record<Status, string> = { current: '●', disputed: '⚠', superseded: '↷', outdated: '◷' };

export const STATUS_HELP: Record<Status, string> = {
  current: 'holds as far as Lore knows',
  disputed: 'sessions contradict each other',
  superseded: 'replaced by a later article',
  outdated: 'was true, has expired',
};

export const TASK_LABEL: Record<TaskState, string> = { pending: 'pending', in_progress: 'in progress', done: 'done' };

/** `2026-02` → `February 2026` (UTC, locale-independent for byte-identical output). */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return MONTHS[m - 1] ? `${MONTHS[m - 1]} ${y}` : month;
}

const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/** `2026-02-20` (or an instant) → `20 Feb 2026`. */
export function dayLabel(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return SHORT_MONTHS[m - 1] && d ? `${d} ${SHORT_MONTHS[m - 1]} ${y}` : iso;
}

/** Two days as one span: `20 Feb 2026`, `20–21 Feb 2026`, `28 Feb – 3 Mar 2026`, `… 2025 – … 2026`. */
export function dayRangeLabel(from: string, to: string): string {
  const a = dayLabel(from);
  const b = dayLabel(to);
  if (a === b) return a;
  const [da, ma, ya] = a.split(' ');
  const [, mb, yb] = b.split(' ');
  if (ya !== yb) return `${a} – ${b}`;
  if (ma !== mb) return `${da} ${ma} – ${b}`;
  return `${da}–${b}`;
}

/** `2026-02-20T12:32:37.832Z` → `2026-02-20 12:32 UTC` */
export function instantLabel(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[`*_~[\]()>#]|\]\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** True when the body's first paragraph already says the summary (no need to show it twice). */
export function summaryRepeatsBody(summary: string, body: string): boolean {
  const first = body
    .replace(/^\s*#\s[^\n]*\n/, '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .find((p) => p && !p.startsWith('#'));
  if (!first) return false;
  const s = words(summary).replace(/\s*\.\.\.$|…$/, '');
  const f = words(first);
  return s.length > 0 && (f.startsWith(s) || s.startsWith(f));
}
