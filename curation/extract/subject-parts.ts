// The building blocks every subject is made of: where a statement was said (its source) and the
// weighted terms clustering compares.
import path from 'node:path';
import type { Session } from '../schema/session.ts';
import type { Source } from '../schema/article.ts';
import type { Subject } from '../schema/digest.ts';
import { shorten, stripMarkdown, termCounts } from '../lib/text.ts';

/** The source of something said at `time` in `session`, with a short redacted quote. */
export function sourceOf(session: Session, time: string, role: Source['role'], quote: string): Source {
  return {
    session: session.id,
    file: path.basename(session.file),
    format: session.format,
    ...(session.issue ? { issue: session.issue } : {}),
    date: new Date(time).toISOString(),
    role,
    quote: shorten(stripMarkdown(quote), 280),
  };
}

/** A subject's heaviest terms, from texts weighted by how much they say what it is about. */
export function topTerms(parts: [string, number][]): [string, number][] {
  const weights = new Map<string, number>();
  for (const [text, weight] of parts) {
    for (const [term, count] of termCounts(text)) weights.set(term, (weights.get(term) ?? 0) + weight * Math.min(count, 3));
  }
  return [...weights.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 40);
}

/** What a subject made of one statement or declaration has none of: no offers, no tool evidence, no files. */
export function withoutEvidence(): Pick<Subject, 'offers' | 'questions' | 'outline' | 'gists' | 'ran' | 'mishaps' | 'renamed' | 'reported' | 'asked' | 'steps' | 'corrections' | 'notDone' | 'printed' | 'verified' | 'readRepo' | 'lookedUp' | 'snapshot' | 'declared' | 'delegated' | 'files' | 'deleted'> {
  return { offers: [], questions: [], outline: [], gists: {}, ran: [], mishaps: [], renamed: [], reported: [], asked: [], steps: [], corrections: [], notDone: [], printed: [], verified: false, readRepo: false, lookedUp: false, snapshot: false, declared: false, delegated: false, files: [], deleted: [] };
}
