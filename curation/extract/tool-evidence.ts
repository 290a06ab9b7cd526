// What the tool calls show beyond the conversation: whether the agent read the repository, what it
// failed to reach, and which writes did not happen.
import { DENIED_BY_USER, type Session } from '../schema/session.ts';
import type { Digest, Subject } from '../schema/digest.ts';
import { sourceOf } from './subject-parts.ts';
import { apiErrorText } from './environment.ts';
import { digestAnswer } from './answer.ts';
import { endSentence, sentences, shorten, stripMarkdown } from '../lib/text.ts';
import { promptText, type Exchange } from './exchanges.ts';
import { pathLeaf } from '../lib/paths.ts';
import { commandParts } from '../lib/shell.ts';

// A shell command that reads the working tree ("sed -n 1,200p src/a.go", "git log", "rg Exactly"),
// as opposed to one that asks another system ("qzcli logs", "ssh gpu-dev", "curl …").
const REPO_COMMAND = /^\s*(?:cd \S+\s*&&\s*)?(?:\S+=\S+\s+)*(?:git|rg|grep|sed|cat|head|tail|ls|find|fd|du|wc|tree|awk|nl|jq|stat|file|npm|pnpm|yarn|bun|cargo|go|make|just|pytest|node|python3?|uv|dotnet|mvn|gradle|get-content|get-childitem|select-string)\b/i;

/** How a reply the model API failed to give after the work is told among what was not done. */
export const REPLY_LOST = 'the reply that should have followed the work: ';

/** Whether the agent read the working tree: files read, or most of its commands looking there (not at ~/.qzcli or /Users/…). */
export function readTheRepository(tools: Exchange['tools'], cwd?: string): boolean {
  if (tools.some((t) => t.filesRead.length)) return true;
  // (A path inside the working directory is the repository: "/home/runner/work/gitclaw/gitclaw/.GITCLAW".)
  // ("# Break it down by type\nfind .GITCLAW …": a comment line is no command.)
  const commands = tools.flatMap((t) => t.commands).map((c) => (cwd && cwd.length > 1 ? c.split(cwd).join('.') : c).replace(/^(?:\s*#[^\n]*\n)+/, ''));
  const local = commands.filter((c) => REPO_COMMAND.test(c) && !/(?:^|[\s'"=])(?:\/(?:Users|home|root|etc|var|opt|tmp|mnt)\/|~\/)/.test(c));
  return commands.length > 0 && local.length * 2 >= commands.length;
}

/**
 * A site the person named that the agent failed to reach, with no later call that did: the answer
 * was written without it ("faça analize profunda no site do hakko.ai", then a fetch that timed out).
 */
export function notDoneOf(exchanges: Exchange[]): string[] {
  const asked = exchanges.map((e) => promptText(e)).join('\n').toLowerCase();
  const calls = exchanges.flatMap((e) => e.tools);
  const targetsOf = (c: (typeof calls)[number]) => [...[...c.commands, ...c.filesRead].join(' ').matchAll(/https?:\/\/(?:www\.)?([\w-]+(?:\.[\w-]+)*\.[a-z]{2,})/gi)].map((m) => m[1].toLowerCase());
  const out: string[] = [];
  for (const e of exchanges) if (e.failedAfterWork) out.push(`${REPLY_LOST}the model API failed (${e.failedAfterWork})`);
  for (const [i, call] of calls.entries()) {
    if (call.ok !== false || !call.error) continue;
    const target = targetsOf(call).find((t) => asked.includes(t));
    if (!target || calls.slice(i + 1).some((c) => c.ok !== false && targetsOf(c).includes(target))) continue;
    const line = `reaching ${target}, which the request named, failed (${call.error.replace(/[.。]$/, '')}); the answer was written without it`;
    if (!out.includes(line)) out.push(line);
  }
  return out;
}

/** The last two distinct result blocks the thread's tool calls printed, each cited to its call. */
export function printedResults(session: Session, exchanges: Exchange[]): Subject['printed'] {
  const out: Subject['printed'] = [];
  const seen = new Set<string>();
  for (const call of exchanges.flatMap((e) => e.tools)) {
    const key = call.result?.join('\n');
    // (The same block read twice, "tail the log" then "tail it again", is one result.)
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ lines: call.result!, source: sourceOf(session, call.time, 'tool', call.result!.join('; ')) });
  }
  return out.slice(-2);
}

/**
 * What an exchange did when the model API failed before the agent could reply ("Your credit balance
 * is too low", "prompt is too long") after it had written files: the work stands, told from the
 * files and the document it wrote; the failure is returned apart (`notDoneOf` tells it). Undefined
 * when there is a reply or no work.
 */
export function workWithoutReply(ex: Exchange): { answer: string; error?: string } | undefined {
  const writes = ex.tools.filter((t) => t.ok !== false && t.filesWritten.length);
  if (!writes.length) return undefined;
  // (What it said before the work, "Let me write something fabulous.", is no reply to it.)
  const last = writes[writes.length - 1].time;
  // An agent that said nothing but code (Aider writing whole files) answered with the files it wrote.
  const silent = !ex.replies.some((r) => r.text.trim());
  if (!silent && (ex.replies.some((r) => r.time > last) || !ex.errors.some((e) => e.time >= last))) return undefined;
  const files = [...new Set(writes.flatMap((t) => t.filesWritten))].slice(0, 6);
  const raw = ex.errors.filter((e) => e.time >= last).pop()?.message;
  // ('400 {"type":"error","error":{…,"message":"Your credit balance is too low…"}}': the message.)
  const error = raw === undefined ? undefined : apiErrorText(raw);
  const doc = [...writes].reverse().find((t) => t.document)?.document;
  // Its subtitle ("## .GITCLAW — An AI Agent That Lives in Your Repo") or its opening says what it is.
  const subtitle = doc ? [...doc.text.matchAll(/^\s{0,3}#{1,2}\s+(.+)$/gm)].map((m) => stripMarkdown(m[1]).trim())[1] : undefined;
  const body = doc ? digestAnswer(doc.text.replace(/^\s{0,3}#{1,6}\s.*$/gm, '').replace(/<[^>]+>/g, '')).summary : '';
  const named = subtitle && subtitle.length >= 12 && subtitle.length <= 120 ? endSentence(subtitle) : '';
  // (Its name, then what it opens with: the document is the work, and what a reader looks for.)
  // (A rhetorical question, "What if your repository wasn't just…?", says nothing of it.)
  const opening = sentences(body).find((x) => !/[?？]$/.test(x.trim()));
  const lead = [named, opening && !named.includes(opening) ? shorten(opening, 240) : ''].filter(Boolean).join(' ');
  return { answer: `Wrote ${files.map((f) => `\`${f}\``).join(', ')}${lead ? `: ${lead}` : '.'}`, error };
}

/** What the person turned down in these exchanges: the agent's writes they refused, as History lines. */
export function refusedWrites(exchanges: Exchange[]): string[] {
  const out: string[] = [];
  const calls = exchanges.flatMap((e) => e.tools);
  for (const [i, t] of calls.entries()) {
    // (A refusal the agent then met with a change the person let through was an amendment, not a no.)
    const stood = (t.refused ?? []).filter((f) => !calls.slice(i + 1).some((later) => later.filesWritten.includes(f)));
    if (!stood.length) continue;
    const files = [...new Set(stood.map(pathLeaf))].slice(0, 3).map((f) => `\`${f}\``).join(', ');
    out.push(`Turned down by the person on ${t.time.slice(0, 10)}: the agent's change to ${files}`);
  }
  return [...new Set(out)];
}

/** A call that failed ("Path already exists", a denied write) changed nothing: it wrote no file. */
export function withoutFailedWrites(session: Session): Session {
  if (!session.toolCalls.some((t) => t.ok === false && t.filesWritten.length)) return session;
  // (What the person turned down is kept apart: it is their decision, told in History.)
  return { ...session, toolCalls: session.toolCalls.map((t) => (t.ok === false && t.filesWritten.length ? { ...t, filesWritten: [], filesDeleted: undefined, document: undefined, ...(t.error && DENIED_BY_USER.test(t.error) ? { refused: t.filesWritten } : {}) } : t)) };
}

/** A call that fetched or searched the web. */
const WEB_COMMAND = /\b(?:curl|wget|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|gh api|gh search|http(?:ie)?)\b/i;

// A tool of the harness's own that reaches the web ("web_fetch", "WebSearch", "browse").
const WEB_TOOL = /web|fetch|search|browse|http/i;

export function looksUp(t: { name: string; commands: string[] }): boolean {
  return WEB_TOOL.test(t.name) || t.commands.some((c) => WEB_COMMAND.test(c));
}

/**
 * How plainly a lookup reached the web, lower first: a web search or fetch (a tool or `curl`), then
 * a search of GitHub ("gh search"), then a call to GitHub's API ("gh api repos/…/issues/103").
 */
export function webReach(how = ''): number {
  return /^gh\s+search\b/.test(how) ? 1 : /^gh\s/.test(how) ? 2 : 0;
}

/** How the exchanges reached the web, the plainest first ("web_fetch", "curl …", "gh search repos …"). */
export function lookedUpWith(tools: { name: string; commands: string[] }[]): string | undefined {
  const found = tools.flatMap((t) => (WEB_TOOL.test(t.name) ? [t.name] : t.commands.flatMap(commandParts).filter((p) => WEB_COMMAND.test(p))));
  const best = found.sort((a, b) => webReach(a) - webReach(b))[0];
  return best ? shorten(best.replace(/\s+/g, ' '), 90) : undefined;
}

// Documentation of dependencies says nothing about the project's own files.
const DEPENDENCY_DIR = /(?:^|[\\/])(?:node_modules|vendor|\.venv|venv|site-packages|\.cargo|target)[\\/]/;
/** At most this many file reads' headings per session. */
const MAX_OBSERVED_READS = 40;

// Which of the files written just after a declaration record it: the user's profile for how to
// address them, the agent's instructions for who it is and the rules it follows.
const RECORD_FILE: Record<string, RegExp> = {
  'user-identity': /(?:^|[\\/])user[\w.-]*\.md$|profile/i,
  'agent-identity': /(?:^|[\\/])(?:agents|claude|gemini|soul|identity|persona|system)[\w.-]*\.md$/i,
  preferences: /(?:^|[\\/])(?:agents|claude|gemini|rules|preferences|conventions|copilot-instructions)[\w.-]*\.md$/i,
};

/** Files the agent wrote within half an hour of a declaration that record it. */
export function recordedIn(session: Session, anchor: string | undefined, at: string): string[] {
  const pattern = anchor ? RECORD_FILE[anchor] : undefined;
  if (!pattern) return [];
  const until = new Date(Date.parse(at) + 30 * 60_000).toISOString();
  return [...new Set(session.toolCalls.filter((t) => t.ok !== false && t.time >= at && t.time <= until).flatMap((t) => t.filesWritten).filter((f) => pattern.test(f)))].slice(0, 3);
}

// A rule that forbids ("You should NEVER use the agent-intercom-ctl tool").
const FORBIDS = /\b(?:never|don'?t|do not|must not)\b/i;

/**
 * The tools that carried out rules naming them loosely ("the broadcast command"): the first
 * successful call after the rule whose name holds the word, unless a rule forbids that tool.
 */
export function toolsCarryingOut(session: Session, rules: string[], after: string): { loose: string; tool: string; time: string }[] {
  const forbidden = rules.filter((r) => FORBIDS.test(r)).join(' ').toLowerCase();
  const out: { loose: string; tool: string; time: string }[] = [];
  for (const rule of rules) {
    if (FORBIDS.test(rule)) continue;
    for (const m of rule.matchAll(/\bthe ([\w-]{4,30}) (command|tool)\b/gi)) {
      const word = m[1].toLowerCase();
      const call = session.toolCalls.find((t) => t.ok === true && t.time >= after && t.name.toLowerCase().includes(word) && t.name.toLowerCase() !== word && !forbidden.includes(t.name.toLowerCase()));
      if (call && !out.some((o) => o.tool === call.name)) out.push({ loose: `the ${m[1]} ${m[2]}`, tool: call.name, time: call.time });
    }
  }
  return out;
}

/** What the session's tool output showed of the repository: headings of files read, renames. */
export function observedIn(session: Session): Digest['observed'] {
  // (A file read again with the same headings says nothing new: the first read of each version.)
  const seenReads = new Set<string>();
  const headings = session.toolCalls
    .filter((c) => c.headings && !DEPENDENCY_DIR.test(c.headings.file))
    .map((c) => ({ file: c.headings!.file.replace(/^\.\//, ''), time: c.time, text: c.headings!.text }))
    .filter((h) => {
      const key = `${h.file}\u0000${h.text.join('\u0001')}`;
      if (seenReads.has(key)) return false;
      seenReads.add(key);
      return true;
    })
    .slice(-MAX_OBSERVED_READS);
  const seen = new Set<string>();
  const renames = session.toolCalls.flatMap((c) => (c.renames ?? []).map((r) => ({ ...r, time: c.time }))).filter((r) => {
    const key = `${r.from}\u0000${r.to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // (Another repository's description, "gh api repos/SawyerHood/gitclaw", says nothing of this one.)
  const own = (repo?: string) => !repo || !session.cwd || repo.split('/')[1].toLowerCase() === pathLeaf(session.cwd).toLowerCase() || repo.split('/')[1].toLowerCase() === session.repo?.toLowerCase();
  const descriptions = session.toolCalls.filter((c) => c.description && own(c.description.repo)).map((c) => ({ ...c.description!, time: c.time }));
  return headings.length || renames.length || descriptions.length ? { headings, renames, descriptions } : undefined;
}
