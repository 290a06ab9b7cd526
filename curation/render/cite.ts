// How an article's body cites its sources: the issue (linked when the config names the
// repository) or the session, and the day. The frontmatter holds the full source list.
import type { Source } from '../schema/article.ts';
import type { ClaimRef } from '../merge/model.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `20 Feb 2026` (UTC). */
export function humanDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso.slice(0, 10) : `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function issueLink(issue: number, repo?: string): string {
  return repo ? `[issue #${issue}](https://github.com/${repo}/issues/${issue})` : `issue #${issue}`;
}

/** "issue #103, 20 Feb 2026" or "session 4a0fa61d, 20 Feb 2026". */
export function cite(source: Source, repo?: string): string {
  const where = source.issue ? issueLink(source.issue, repo) : `session ${source.session.slice(0, 8)}`;
  return `${where}, ${humanDay(source.date)}`;
}

export function quote(text: string): string {
  return `“${text.replace(/[“”]/g, '"').trim()}”`;
}

const QUOTE_MAX = 120;

/** The source a claim rests on, with its words as the quote. */
export function sourceOf(c: ClaimRef, withQuote = true): Source {
  const d = c.digest.session;
  const text = c.claim.text.replace(/\s+/g, ' ').trim();
  // (The session's file and format are in its run summary, `_runs.json`: not repeated per source.)
  return {
    session: d.id,
    ...(d.issue ? { issue: d.issue } : {}),
    date: c.claim.time,
    role: c.claim.role,
    ...(withQuote ? { quote: text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text } : {}),
  };
}
