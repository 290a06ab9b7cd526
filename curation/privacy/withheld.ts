// The one line the curation report gives a session it did not publish: enough to recognise it
// (file, agent, day, size, the rule that withheld it, the start of its first request), nothing
// that could leak (the request is private-span-stripped and redacted before it is shortened).
import path from 'node:path';
import type { Session } from '../schema/session.ts';
import { stripPrivateSpans } from './private-spans.ts';
import { redact } from './redact.ts';

export const WITHHELD_QUOTE_LENGTH = 60;

export interface WithheldOptions {
  /** Project root: the file is shown relative to it when inside it. */
  root?: string;
  /** The user's extra redaction patterns. */
  extra?: readonly RegExp[];
}

/** Whitespace collapsed, cut at a word boundary near `max` characters, with `…` when cut. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

function shownFile(file: string, root: string | undefined): string {
  if (root) {
    const relative = path.relative(root, path.resolve(root, file));
    if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) return relative.replace(/\\/g, '/');
  }
  return file.replace(/\\/g, '/');
}

function firstRequest(session: Session): string {
  for (const m of session.messages) {
    if (m.kind !== 'prompt') continue;
    const text = stripPrivateSpans(m.text).trim();
    if (text) return text;
  }
  return stripPrivateSpans(session.title).trim();
}

export function describeWithheld(session: Session, rule?: string, options: WithheldOptions = {}): string {
  const extra = options.extra;
  const file = redact(shownFile(session.file, options.root), extra).text;
  const day = /^\d{4}-\d{2}-\d{2}/.test(session.startedAt) ? session.startedAt.slice(0, 10) : 'undated';
  const count = session.messages.length;
  const why = rule === undefined ? 'private by default' : `rule "${rule}"`;
  const request = shorten(redact(firstRequest(session), extra).text, WITHHELD_QUOTE_LENGTH);
  const quote = request ? `: "${request}"` : '';
  return `withheld ${file} (${session.format}, ${day}, ${count} message${count === 1 ? '' : 's'}, ${why})${quote}`;
}
