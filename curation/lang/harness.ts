// Phrases harnesses, schedulers and chat bridges put into the person's turn: notices about
// commands, sub-agent wrappers, runtime context, IDE context, heartbeat prompts. A turn that
// carries one is not the person speaking. Lower-case; matched as phrases (lang/index.ts).
export const HARNESS_PHRASES = [
  'the user already approved', 'reply to the user', 'respond to the user', 'tell the user',
  'treat as data', 'treat this as data', 'runtime context', 'you are running as a subagent', 'you are a subagent', 'you are a sub-agent',
  'as a subagent', 'subagent task', 'exact completion details', 'an async command', 'async command completed', 'exec completed', 'exec denied',
  'heartbeat.md', 'heartbeat_ok', 'read heartbeat', 'heartbeat check', 'system notification', 'cron job triggered',
  'context from my ide setup', 'this may or may not be related to the current task',
  'untrusted metadata', 'do not reply to this', 'caveat: the messages below',
  'a new session was started', 'session startup sequence', 'greet the user', 'memory flush', 'store durable memories',
] as const;

/** Phrases a harness notice uses that people also write about their own programs ("the user is
 * logged out", "the tool output shows a 404"): a notice only when two of them meet. */
export const AMBIENT_HARNESS_PHRASES = [
  'the user\'s message', 'the user has', 'the user is', 'open tabs:', 'active file:', 'active selection', 'the following is the output of',
  'tool output', 'continue from where you left off', 'conversation summary', 'session summary', 'scheduled task', 'internal note',
] as const;

/** Headings after which an IDE or harness wrapper puts what the person actually asked. */
export const REQUEST_HEADINGS = ['my request', 'my request for codex', 'request', 'user request', 'user message', 'task', 'prompt', 'question', 'user input'] as const;
/** A Markdown heading that introduces the person's request in a wrapper or template ("## My request for Codex:", "## User Input"). */
export const REQUEST_HEADING = new RegExp(`^\\s{0,3}#{1,6}\\s*(?:${REQUEST_HEADINGS.map((h) => h.replace(/ /g, '\\s+')).join('|')})\\s*[:：]?\\s*$`, 'im');

/** A harness's system events written into the person's turn, a run of lines opening with a
 * stamped "System: [time] …" ("Exec completed …", "WhatsApp gateway connected", a chat bridge's
 * "Feishu[bot] DM | sender [msg:…]"); what follows them is the message they came with. */
const SYSTEM_EVENTS = /^System: \[[^\]\n]*\d{1,2}:\d{2}[^\]\n]*\][^\n]*(?:\nSystem:[^\n]*)*\n?/gm;
/** The wrapper of messages queued while the agent was busy, and its separators ("--- Queued #2"). */
const QUEUED = /^\[Queued messages while agent was busy\][ \t]*\n?|^-{3,}[ \t]*\n(?=Queued #\d+)|^Queued #\d+[ \t]*\n?/gm;
/** A bridge's metadata label left on a line of its own once its fenced body went to code. */
const METADATA_LABEL = /^[\p{L}][\p{L} ]{0,30}\(untrusted[^)\n]{0,40}\)[ \t]*[:：][ \t]*$/gmu;

/** A text's harness lines (queue markers and system events, in order) apart from the rest, which
 * also loses the bridge's bare metadata labels. */
export function harnessLines(text: string): { lines: string[]; rest: string } {
  const lines: string[] = [];
  const keep = (m: string) => {
    if (m.trim()) lines.push(m.trim());
    return '';
  };
  const rest = text.replace(QUEUED, keep).replace(SYSTEM_EVENTS, keep).replace(METADATA_LABEL, '');
  return { lines, rest };
}
