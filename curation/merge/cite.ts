// How an article's body cites its sources: the issue (linked when the config names the
// repository) or the session, and the day. The frontmatter holds the full source list.
import type { Source } from '../schema/article.ts';
import type { Digest } from '../schema/digest.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `20 Feb 2026` (UTC). */
export function humanDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function issueLink(issue: number, repo?: string): string {
  return repo ? `[issue #${issue}](https://github.com/${repo}/issues/${issue})` : `issue #${issue}`;
}

/** "issue #103, 20 Feb 2026" or "session 4a0fa61d, 20 Feb 2026". */
export function cite(source: Source, repo?: string): string {
  const where = source.issue ? issueLink(source.issue, repo) : `session ${source.session.slice(0, 8)}`;
  return `${where}, ${humanDay(source.date)}`;
}

/** Where something was said, for Context lines: "in issue #103" / "in session 4a0fa61d". */
export function where(source: Source, repo?: string): string {
  return source.issue ? `in ${issueLink(source.issue, repo)}` : `in session \`${source.session.slice(0, 8)}\``;
}

export function quote(text: string): string {
  return `“${text.replace(/[“”]/g, '"').trim()}”`;
}

/** A source in a digested session, at `date`: what an article cites for what a session showed. */
export function sourceIn(d: Digest, date: string, more: Pick<Source, 'role' | 'quote'> = {}): Source {
  return { session: d.session.id, file: d.session.file, format: d.session.format, date, ...more, ...(d.session.issue ? { issue: d.session.issue } : {}) };
}
