// The run summary of a session (seed 001): what was asked, how it ended, what changed, what is
// left to do. Article ids are filled in by the merge, which knows which articles a session fed.
import path from 'node:path';
import type { Session } from '../schema/session.ts';
import type { Digest, Subject } from '../schema/digest.ts';
import type { ExchangeClass } from './classify.ts';
import { promptText, type Exchange } from './exchanges.ts';
import { shorten, squash, stripMarkdown, withoutUrls } from '../lib/text.ts';
import { TRANSIENT_ERROR } from './signals.ts';


/** What names a session in its digest and its run summary: file, format, title, issues, times.
 * Titles carry no URLs (a private workspace's link is not a title). */
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

export function summarizeRun(session: Session, exchanges: Exchange[], classes: ExchangeClass[], subjects: Subject[]): Digest['run'] {
  const firstReal = exchanges.find((_, i) => classes[i] !== 'greeting') ?? exchanges[0];
  const asked = firstReal ? shorten(stripMarkdown(promptText(firstReal)), 300) : '';
  const files = [...new Set(session.toolCalls.flatMap((t) => t.filesWritten))].sort();
  const commands = session.toolCalls.reduce((n, t) => n + t.commands.length, 0);
  const errors = [...new Set(session.errors.map((e) => shorten(e.message, 160)))].slice(0, 3);
  const answered = classes.filter((c) => c === 'substantive' || c === 'clarification').length;
  const talk = classes.filter((c) => c === 'greeting' || c === 'chat' || c === 'trivia').length;
  let outcome: Digest['run']['outcome'];
  let note: string;
  if (!exchanges.some((e) => e.answer)) {
    outcome = session.errors.length ? 'failed' : 'no-reply';
    note = errors[0] ? `No answer: ${errors[0]}` : 'No answer was recorded.';
  } else if (files.length) {
    outcome = 'completed';
    note = `Wrote ${files.length} file${files.length === 1 ? '' : 's'}${answered ? ` and answered ${answered} request${answered === 1 ? '' : 's'}` : ''}.`;
  } else if (answered) {
    outcome = 'answered';
    note = `Answered ${answered} request${answered === 1 ? '' : 's'}${commands ? ` after running ${commands} command${commands === 1 ? '' : 's'}` : ''}.`;
  } else {
    outcome = 'chat';
    note = talk ? 'Greetings, small talk or general questions only.' : 'Nothing substantive was asked.';
  }
  if (errors.length && outcome !== 'failed') note += ` ${errors.length} error${errors.length === 1 ? '' : 's'}${errors.some((e) => TRANSIENT_ERROR.test(e)) ? ' from the model API' : ''}.`;
  // (Said, so that a session read from a file that kept only the person's side is not taken for an agent that never answered.)
  if (session.repliesRecorded === false) note = `${note.replace(/[.!?]?\s*$/, '.')} The session file records only what the person typed: replies were not recorded.`;
  const followUps = [...new Set(subjects.flatMap((s) => s.offers.filter((o) => o.accepted !== true && o.accepted !== false).map((o) => o.text)))].slice(0, 5);
  const header = sessionHeader(session);
  return {
    session: session.id,
    ...header,
    title: shorten(header.title, 120),
    asked,
    outcome,
    outcome_note: note,
    files_changed: files.slice(0, 50),
    commands,
    tool_calls: session.toolCalls.length,
    messages: session.messages.filter((m) => m.kind === 'prompt' || m.kind === 'reply').length,
    follow_ups: followUps,
    errors,
  };
}
