// Who wrote which part of a prompt. A prompt is what reached the agent in the person's turn, but
// not all of it is the person's own words: people paste documents, logs, reviews and templates;
// chat bridges stamp metadata in front; schedulers and harnesses send prompts nobody typed. Only
// the person's own words can decide or set rules, so they are told apart here by the form of the
// text. (Prompts that recur across sessions are recognised as automation later, when every
// session is seen: merge/automation.ts.)

import { matchPhrases, phraseSet } from '../lang/index.ts';
import { AMBIENT_HARNESS_PHRASES, HARNESS_PHRASES, REQUEST_HEADING, harnessLines } from '../lang/harness.ts';

/** A leading metadata stamp: "[Sat 2026-03-21 19:16 UTC]", "Sender (untrusted metadata): […]". */
const LEADING_STAMP = /^(?:[^\n\[\]]{0,60}?[:：]\s*)?\[[^\]\n]*\d{1,2}:\d{2}[^\]\n]*\]\s*/;
/** Labels a chat bridge puts before a message, each with a note in brackets: "Conversation info (untrusted metadata):". */
const LEADING_LABELS = /^(?:[\p{L}][\p{L} ]{0,30}\([^)\n]{1,40}\)\s*[:：]\s*)+/u;
/** Labels that mark a prompt as sent by the harness or a scheduler, not typed by a person. */
const AUTOMATION_LABEL = /^\s*(?:\[?(?:system|cron|heartbeat|scheduled(?: task)?|automated|automation|notification|reminder|webhook)\]?\s*[:：\]]|\[(?:cron|heartbeat)[^\]]*\])/i;
/** Template placeholders: text written to be filled in, not written by this person now. */
// A template's slot ("[TASK_NAME]", "{{ file }}"), not a log's level ("[INFO]", "[ERROR]").
const PLACEHOLDER = /\$ARGUMENTS\b|\{\{\s*[\w.]+\s*\}\}|\[(?!(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL|CRITICAL|NOTICE|SEVERE)\])[A-Z][A-Z0-9_]{3,}\]/;
const QUOTE_LINE = /^\s*>/;
const STRUCTURE_LINE = /^\s*(?:#{1,6}\s|\|.*\||[-*+]\s|\d+[.)]\s)/;
/** A shell's prompt before a command the person ran: what follows it in the message is the terminal's. */
// (A home folder is redacted to "~" before this runs: "PS ~>", "~\\app>" are prompts too.)
const SHELL_PROMPT = /^\s*(?:\$ \S|PS (?:[A-Z]:|~)(?:\\[^>\n]*)?>|~(?:\\[^>\n]*)?>\s*\S|[\w.-]+@[\w.-]+:[^\n]*[$#] |[A-Z]:\\[^>\n]*>\s*\S|❯ \S)/m;
/** A program's banner: its name, a version and a build hash ("Tool 2.3.1 (85377a2) — …"), or a
 * version in brackets ("Microsoft Windows [Version 10.0.26100]", in any language). */
const BANNER_LINE = /\b\d+\.\d+(?:\.\d+)+\b[^\n]{0,12}\((?:[0-9a-f]{6,}|build[^)]*)\)|\[\p{L}+ \d+\.\d+\.\d+(?:\.\d+)?\]/u;
const LOG_LINE = /^(?:\s{2,}(?![-*+]\s|\d+[.)]\s)\S|\s*-{1,2}[\w-]+\s|\s*(?:[Uu]sage|[Cc]ommands|[Oo]ptions|[Aa]rguments|[Ff]lags|[Ee]xamples?)\s*:)|^\s*(?:at\s+\S+\s*\(|File ".*", line \d+|Traceback|\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}|\[\d{2}:\d{2}(?::\d{2})?\]|\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\s|(?:ERROR|WARN|INFO|DEBUG)\b|[^\n]*\|\s*(?:ERROR|WARN(?:ING)?|INFO|DEBUG|TRACE)\s*\||\$ |PS (?:[A-Z]:|~)\\?|[\w.~\/\\-]+\.\w{1,8}:\d+[:-]|[\w.-]+@[\w.-]+:.*[$#] )/;

export interface PromptParts {
  /** The person's own words, metadata stamps removed. */
  own: string;
  /** Blocks the person pasted or quoted (documents, logs, reviews, templates). */
  pasted: string[];
  /** The prompt as a whole is automation by its form (a harness or scheduler label, a template). */
  automation: boolean;
}

/** A line a program wrote: its absolute path before a colon ("/usr/sbin/sshd: Launching …"), a
 * level after its name ("10-listen-on-ipv6.sh: info: …", "nginx: [warn] …"), a timestamp and a
 * level ("2026-03-04 18:47:49.082 [info] …"), or a slashed date
 * ("2025/07/02 11:05:25 [warn] …"). Said alone in a block of its own, still a paste. */
const PROGRAM_LINE = /^\s*(?:(?:\/[\w.@-]+){2,}|\/[\w@-]+\.\w+)(?:\[\d+\])?: \S|^\s*[\w.\/-]+:\s+\[?(?:info|notice|warn|warning|error|debug|fatal|crit|emerg|alert)\]?[:\s]|^\s*\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}|^\s*\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?\S*\s+\[?(?:info|notice|warn|warning|error|debug|trace|fatal)\b/i;

function isPastedBlock(block: string): boolean {
  const lines = block.split('\n').filter((l) => l.trim());
  if (!lines.length) return false;
  if (lines.every((l) => PROGRAM_LINE.test(l))) return true;
  if (lines.every((l) => QUOTE_LINE.test(l))) return true;
  if (PLACEHOLDER.test(block)) return true;
  const logs = lines.filter((l) => LOG_LINE.test(l) || BANNER_LINE.test(l) || PROGRAM_LINE.test(l)).length;
  if (logs >= 3 || (lines.length >= 2 && logs / lines.length >= 0.5)) return true;
  // A long block with the structure of a document (headings, tables, many list lines) was
  // written elsewhere and pasted; a person's own message rarely has it.
  const structured = lines.filter((l) => STRUCTURE_LINE.test(l)).length;
  if (block.length > 1200 && lines.length >= 8 && (structured >= 4 || /^\s*#{1,6}\s/m.test(block))) return true;
  return false;
}

/** An environment file's line ("PORT=8080", "export NODE_ENV=production"). */
const ENV_LINE = /^\s*(?:export\s+)?[A-Z][A-Z0-9_]*=/;

/** The blocks of an environment file pasted whole: blocks of its assignments and comments, when
 * they hold two assignments or more (its comments open with "#", which is no heading there). */
function configBlocks(blocks: string[]): Set<number> {
  const out = new Set<number>();
  let assignments = 0;
  blocks.forEach((b, i) => {
    const lines = b.split('\n').filter((l) => l.trim());
    if (!lines.length || !lines.every((l) => ENV_LINE.test(l) || /^\s*#/.test(l))) return;
    out.add(i);
    assignments += lines.filter((l) => ENV_LINE.test(l)).length;
  });
  return assignments >= 2 ? out : new Set();
}

/** A long text with a document's structure: several headings, or many list and table lines. */
function isDocument(text: string): boolean {
  if (text.length < 1500) return false;
  const headings = (text.match(/^\s{0,3}#{1,6}\s/gm) ?? []).length;
  const structured = text.split('\n').filter((l) => STRUCTURE_LINE.test(l)).length;
  return headings >= 3 || structured >= 15;
}

/** Bracketed metadata a chat bridge appends or inserts ("[message_id: 332c…]"). */
const BRACKET_METADATA = /\s*\[(?:[\w -]{2,30}):\s*[^\]\n]{4,}\]/g;

/** Removes the metadata stamps a chat bridge puts before or into a message. */
export function withoutStamp(text: string): string {
  return text.replace(LEADING_LABELS, '').replace(LEADING_STAMP, '').replace(BRACKET_METADATA, '');
}

const HARNESS = phraseSet(HARNESS_PHRASES);
const AMBIENT_HARNESS = phraseSet(AMBIENT_HARNESS_PHRASES);
/** A protocol's reply token ("reply with NO_REPLY", "answer HEARTBEAT_OK"): a program wrote this prompt. */
const SENTINEL_REPLY = /\b(?:[Rr]eply|[Rr]espond|[Aa]nswer|[Rr]eturn|[Oo]utput|[Ss]ay)\b[^.\n]{0,40}\b[A-Z][A-Z0-9]*_[A-Z0-9_]{2,}\b/;

export function promptParts(text: string): PromptParts {
  // Events the harness reported since the last turn come first; the person's message, if any,
  // after them. A turn of events alone is the harness's.
  const { lines: events, rest } = harnessLines(text);
  if (events.length) {
    if (!withoutStamp(rest.trim()).trim()) return { own: '', pasted: [text.trim()], automation: true };
    const inner = promptParts(rest.trim());
    return { ...inner, pasted: [...events, ...inner.pasted] };
  }
  if (AUTOMATION_LABEL.test(text)) return { own: '', pasted: [text.trim()], automation: true };
  const stamped = withoutStamp(text.trim());
  if (AUTOMATION_LABEL.test(stamped)) return { own: '', pasted: [stamped], automation: true };
  // An IDE or harness wrapper ("# Context from my IDE setup: … ## My request for Codex:"): the
  // person's words are what follows the request heading; the context before it was pasted.
  const heading = REQUEST_HEADING.exec(stamped);
  // A template that quotes the person's words in a fence under its request heading ("## User
  // Input" then ```text … ```, then the template's outline): the fence is theirs, the rest the template's.
  const fenced = heading && /^\s*(`{3,}|~{3,})[\w-]*\n([\s\S]*?)\n\1[^\S\n]*(?:\n|$)/.exec(stamped.slice(heading.index + heading[0].length));
  if (heading && fenced) {
    const after = heading.index + heading[0].length + fenced[0].length;
    const own = promptParts(fenced[2]);
    return { ...own, pasted: [stamped.slice(0, heading.index), ...own.pasted, stamped.slice(after)].filter((b) => b.trim()) };
  }
  if (heading && heading.index > 0) {
    const own = promptParts(stamped.slice(heading.index + heading[0].length).trim());
    return { ...own, pasted: [stamped.slice(0, heading.index), ...own.pasted] };
  }
  // A notice the harness writes in the person's turn ("An async command the user already approved
  // has completed…", "You are running as a subagent…"): nobody typed it.
  const head = stamped.slice(0, 600);
  const notice = matchPhrases(HARNESS, head, true).length > 0 || new Set(matchPhrases(AMBIENT_HARNESS, head).map(([p]) => p)).size >= 2;
  if (notice || SENTINEL_REPLY.test(stamped)) return { own: '', pasted: [stamped], automation: true };
  const blocks = stamped.split(/\n\s*\n/);
  const own: string[] = [];
  const pasted: string[] = [];
  // A long prompt shaped as a document (a slash command's template, a spec pasted whole) is
  // pasted from its first structured block on; what the person wrote before it is theirs.
  if (isDocument(stamped)) {
    let inDocument = false;
    for (const b of blocks) {
      inDocument ||= STRUCTURE_LINE.test(b) || b.length > 400;
      (inDocument ? pasted : own).push(b);
    }
    return { own: own.join('\n\n').trim(), pasted, automation: false };
  }
  // From a shell's prompt or a program's banner on, the message is the terminal's: the command
  // and what it printed.
  let inTerminal = false;
  const config = configBlocks(blocks);
  blocks.forEach((b, i) => {
    inTerminal ||= SHELL_PROMPT.test(b) || BANNER_LINE.test(b);
    (inTerminal || config.has(i) || isPastedBlock(b) ? pasted : own).push(b);
  });
  // A template sent whole (a slash command's expansion) is no one's words but the person's
  // arguments inside it; with nothing of the person's own left, the prompt is automation.
  const automation = own.join('').trim() === '' && pasted.some((p) => PLACEHOLDER.test(p));
  return { own: own.join('\n\n').trim(), pasted, automation };
}

/** The parts of a turn of several prompts: each prompt is read alone, then their parts joined. */
export function turnParts(texts: string[]): PromptParts {
  const parts = texts.map(promptParts);
  return {
    own: parts.map((p) => p.own).filter(Boolean).join('\n\n'),
    pasted: parts.flatMap((p) => p.pasted),
    automation: parts.every((p) => p.automation),
  };
}
