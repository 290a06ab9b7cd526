// The run summary of a session (seed 001): what was asked, how it ended, what changed. Article
// ids are filled in by the merge, which knows which articles a session fed.
import path from 'node:path';
import type { Session } from '../schema/session.ts';
import type { Digest } from '../schema/digest.ts';
import type { Exchange } from '../schema/claim.ts';
import { shorten, squash, withoutUrls } from '../lib/text.ts';

/** What names a session in its digest and its run summary: file, format, title, issues, times. */
export function sessionHeader(session: Session) {
  return {
    file: path.basename(session.file),
    format: session.format,
    title: withoutUrls(squash(session.title)),
    ...(session.issue ? { issue: session.issue } : {}),
    issues: session.issues,
    started: new Date(session.startedAt).toISOString(),
    ended: new Date(session.endedAt).toISOString(),
  };
}

export function summarizeRun(session: Session, exchanges: Exchange[]): Digest['run'] {
  const asked = exchanges.find((e) => e.request && e.speaker === 'person')?.request ?? exchanges[0]?.request ?? '';
  const files = [...new Set(session.toolCalls.flatMap((t) => t.filesWritten))].sort();
  const commands = session.toolCalls.reduce((n, t) => n + t.commands.length, 0);
  // (The most frequent first: a rate limit hit 39 times says more than a hiccup once.)
  const counted = new Map<string, number>();
  for (const e of session.errors) {
    const message = shorten(e.message, 160);
    counted.set(message, (counted.get(message) ?? 0) + (e.count ?? 1));
  }
  const top = [...counted].sort((a, b) => b[1] - a[1]).slice(0, 3);
  const errors = top.map(([message]) => message);
  const answered = exchanges.filter((e) => e.outcome === 'answered' || e.outcome === 'completed').length;
  let outcome: Digest['run']['outcome'];
  let note: string;
  if (!answered) {
    outcome = session.errors.length ? 'failed' : 'no-reply';
    note = errors[0] ? `No answer: ${errors[0]}` : 'No answer was recorded.';
  } else if (files.length) {
    outcome = 'completed';
    note = `Wrote ${files.length} file${files.length === 1 ? '' : 's'} and answered ${answered} request${answered === 1 ? '' : 's'}.`;
  } else {
    outcome = exchanges.every((e) => !e.headline) ? 'chat' : 'answered';
    note = `Answered ${answered} request${answered === 1 ? '' : 's'}${commands ? ` after running ${commands} command${commands === 1 ? '' : 's'}` : ''}.`;
  }
  // (Said, so that a session read from a file that kept only the person's side is not taken for an agent that never answered.)
  if (session.repliesRecorded === false) note = `${note.replace(/[.!?]?\s*$/, '.')} The session file records only what the person typed: replies were not recorded.`;
  const header = sessionHeader(session);
  return {
    session: session.id,
    ...header,
    title: shorten(header.title, 120),
    asked: shorten(asked, 300),
    outcome,
    outcome_note: note,
    files_changed: files.slice(0, 50),
    commands,
    tool_calls: session.toolCalls.length,
    messages: session.messages.filter((m) => m.kind === 'prompt' || m.kind === 'reply').length,
    follow_ups: [],
    errors,
    error_counts: top.map(([, n]) => n),
  };
}
