// A secret given as an answer: the agent asked for a password ("What's the admin password?", or
// "2. Which password should the admin account use?" in a numbered list) and the person's next
// message answers it ("hunter2", or "2. hunter2" among other answers). Nothing in the answer names
// it a secret; the question does.
import type { SessionMessage } from '../schema/session.ts';
import { isPlaceholder } from './values.ts';
import { ASKING_WORDS, NON_ANSWERS, SECRET_NAMES } from './vocabulary.ts';
import { escapeRegExp } from '../lib/text.ts';

const NAME = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:${SECRET_NAMES.filter((n) => !n.notInProse)
    .map((n) => n.words.split(' ').map(escapeRegExp).join('[\\s_-]+'))
    .join('|')}|passwords|tokens|credentials|secrets)(?:[^\\p{L}\\p{N}]|$)`,
  'iu',
);
const ASKING = new RegExp(`(?:^|[^\\p{L}])(?:${ASKING_WORDS.map(escapeRegExp).join('|')})(?:[^\\p{L}]|$)`, 'iu');
const NON_ANSWER = new Set(NON_ANSWERS);
const NUMBERED = /^\s*(?:[-*]\s*)?\**(\d{1,2})[.):]\**\s*(.*)$/;

/** A line (or sentence) that asks for a secret: it names one and asks ("?", "please provide"). */
function asksForSecret(line: string): boolean {
  return NAME.test(line) && (line.includes('?') || line.includes('？') || ASKING.test(line));
}

/** What the person answered, when it can be a secret: one token (a quoted phrase), not "yes". */
function answerValue(raw: string): string | undefined {
  let value = raw.trim();
  const quoted = /^(["'`“])(.+)(["'`”])$/.exec(value);
  if (quoted) value = quoted[2];
  else if (/\s/.test(value)) return undefined;
  value = value.replace(/[.,;!]+$/, '');
  if (value.length < 4 || value.length > 200) return undefined;
  if (NON_ANSWER.has(value.toLowerCase()) || isPlaceholder(value)) return undefined;
  if (/^https?:\/\//.test(value) || value.includes('?')) return undefined;
  return value;
}

/** The numbers of the questions that ask for a secret in a numbered list; 0 for an unnumbered one. */
function secretQuestions(text: string): Set<number> {
  const asked = new Set<number>();
  for (const line of text.split('\n')) {
    const m = NUMBERED.exec(line);
    if (m && asksForSecret(m[2])) asked.add(Number(m[1]));
    else if (!m && asksForSecret(line)) asked.add(0);
  }
  return asked;
}

/**
 * Values the person gave in answer to a question that asked for a secret, in order. Only the
 * message right after the question is read, and only answers short enough to be a value.
 */
export function answeredSecrets(messages: readonly SessionMessage[]): string[] {
  const found: string[] = [];
  let asked = new Set<number>();
  for (const m of messages) {
    if (m.role === 'assistant' && (m.kind === 'reply' || m.kind === 'summary')) {
      asked = secretQuestions(m.text);
      continue;
    }
    if (m.role !== 'user' || m.kind !== 'prompt' || asked.size === 0) continue;
    const lines = m.text.split('\n').filter((l) => l.trim());
    for (const line of lines) {
      const n = NUMBERED.exec(line);
      if (n && asked.has(Number(n[1]))) {
        const value = answerValue(n[2]);
        if (value) found.push(value);
      }
    }
    // An unnumbered question answered by a message of one token: "hunter2".
    if (asked.has(0) && lines.length === 1 && !NUMBERED.test(lines[0])) {
      const value = answerValue(lines[0]);
      if (value) found.push(value);
    }
    asked = new Set();
  }
  return found;
}
