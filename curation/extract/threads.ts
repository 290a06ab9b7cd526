// Threads: the exchanges of a session grouped by subject. Whether the next exchange continues the
// thread under way (a follow-up, a correction, a steer, a point in a design discussion) or starts
// a new one (new work, another folder, small talk in between).
import type { AnswerDigest } from './answer.ts';
import { findDeclarations } from './declarations.ts';
import { promptText, type Exchange } from './exchanges.ts';
import { ACCEPTANCE, CORRECTION, DECISION, REJECTION, SESSION_WORDS } from './signals.ts';
import { coreRequest } from './title.ts';
import { tokenize } from '../lib/text.ts';
import { pathLeaf } from '../lib/paths.ts';

export interface Thread {
  exchanges: { ex: Exchange; digest: AnswerDigest }[];
  /** Terms of the thread's requests and answers so far, kept up to date as exchanges join. */
  asked: Set<string>;
  answered: Set<string>;
  /** Started by a request for a passing snapshot (status, recent commits). */
  snapshot: boolean;
  /** The person decided or accepted something while it was going on (in one of its exchanges,
   * or in a declaration made mid-discussion): it is a design discussion. */
  deciding?: boolean;
}

const FILE_PATH = /(?:^|[\s`'"(])((?:\.{0,2}\/)?(?:[\w.-]+\/)*[\w-]+\.[a-z0-9]{1,6})\b/gi;

function filesNamed(text: string): string[] {
  return [...text.matchAll(FILE_PATH)].map((m) => m[1].replace(/^\.?\//, '').toLowerCase());
}

/** Files a prompt attaches: editor references (`[@a.py](file:///…/a.py)`) and `@path` mentions. */
function filesAttached(text: string): string[] {
  return [...text.matchAll(/\(file:\/\/([^)\s]+)\)|(?:^|\s)@([\w./-]+\.[a-z0-9]{1,6})\b/gi)].map((m) => decodeURI(m[1] ?? m[2]));
}

/** The folder a file sits in, by its last two folder names ("netmiko/prompts"). */
const folderOf = (file: string) => file.split(/[\\/]/).filter(Boolean).slice(-3, -1).join('/').toLowerCase();

// The person setting out to decide ("let's settle the design one question at a time", "我们需要…敲定方案"):
// what follows is deliberation about one subject.
const DELIBERATION = /\b(?:settle|decide|finali[sz]e|agree on|work out) (?:the|on|how|what|which|our|this)\b|(?:敲定|定下来|決めましょう|決めたい)/i;

// The agent's last words announce what it does next: its turn went on.
const STILL_WORKING = /(?:\b(?:let me|i'll|i will|let's|now i'm|i'm going to)\b[^.!?\n]*[.:…]?|[:：])$/i;

// Words every session uses: they tie no request to another.
const OWN_WORDS = new Set(tokenize(SESSION_WORDS));
// A request that opens with what to do: "Send…", "Create…", "Write…".
const NEW_REQUEST = /^(?:please\s+)?(?:send|create|write|add|build|make|generate|implement|fix|deploy|run|install|set up|configure|draft|post|open|delete|remove)\b/i;

export function isContinuation(ex: Exchange, thread: Thread): boolean {
  const prompt = promptText(ex);
  if (/^[^\n]{2,60}\n\s*\n/.test(prompt.trim()) && !/^\s*(?:ok|yes|no|and|also)\b/i.test(prompt)) return false; // a new issue-style request
  const words = tokenize(prompt);
  const last = thread.exchanges[thread.exchanges.length - 1];
  // "That is actually not correct…", "No, …": a correction is about the answer just given.
  if (ACCEPTANCE.test(prompt.trim()) || REJECTION.test(prompt.trim()) || CORRECTION.test(prompt.trim())) return true;
  // A file attached from another folder than any the thread worked in ("ok, [@…/netmiko/prompts.py]
  // write similar prompts for netmiko too") is the next piece of work, however the prompt opens.
  const attached = filesAttached(prompt);
  if (attached.length) {
    const worked = new Set(thread.exchanges.flatMap(({ ex }) => [...filesAttached(promptText(ex)), ...ex.tools.flatMap((t) => [...t.filesRead, ...t.filesWritten])]).map(folderOf).filter(Boolean));
    if (worked.size && attached.every((f) => !worked.has(folderOf(f)))) return false;
  }
  // Said while the agent was still at work (it had answered nothing yet, its last words announced
  // more work, "Let me create the full hierarchy.", and it had been busy a moment before): a
  // steer ("you should be using the broadcast command"), not a new subject.
  const busyUntil = [...last.ex.tools.map((t) => t.time), ...last.ex.replies.map((r) => r.time)].sort().at(-1);
  const steer = busyUntil !== undefined && Date.parse(ex.prompts[0].time) - Date.parse(busyUntil) < 120_000;
  if (steer && thread.exchanges.every((e) => !e.digest.summary) && last.ex.tools.length && STILL_WORKING.test(last.ex.answer.trim())) return true;
  // A person deciding in the middle of a discussion ("切到方案B", "let's count per claim") decides
  // about what is being discussed.
  const decision = coreRequest(prompt);
  if (DECISION.test(decision) && !/[?？]\s*$/.test(decision) && !findDeclarations(prompt).length) return true;
  // "Write this report to …", "Look these up": the request points back at what was just said.
  if (/\b(?:(?:this|that|the) (?:report|analysis|comparison|answer|summary|list|document|doc|text|info|information|results?|table|one|output|above)|these|those|them|above|previous|earlier|as well)\b/i.test(prompt) && words.length <= 10) return true;
  // A request about a file the conversation has not touched yet is new work.
  const previousText = `${promptText(last.ex)} ${last.ex.answer}`.toLowerCase();
  const named = filesNamed(prompt);
  if (named.length && named.every((f) => !previousText.includes(pathLeaf(f))) && /^(?:create|write|make|add|generate|build)\b/i.test(prompt.trim())) return false;
  // "remove all references to gql also": adds to what was asked before.
  if (/\b(?:also|too)[.!]?$/i.test(prompt.trim()) && words.length <= 12) return true;
  if (/^(?:ok|okay|so|now|then|and|also|but|why|what happened|rewrite|expand|write (?:this|that|it)|put (?:this|that|it)|do (?:it|that|this)|look (?:these|those|it|them)|explore (?:all|more|further|this|that|\d)|tell me more|more|continue|go on|ensure|make (?:it|this|that))\b/i.test(prompt.trim())) return true;
  // In a design discussion the person's next proposal ("我们应该按照claim计算", "我建议…",
  // "I think we should…") is about the design on the table, not a new subject.
  if (thread.deciding && /^(?:我们应该|我们需要|我建议|我觉得|我认为|是否|能否|要不要|这样的话|那就|i think we should|we should|what if we|i'd suggest|i suggest|should we)/i.test(prompt.trim())) return true;
  // So is any point about what the discussion has been weighing ("先skip firstavailable的配额检查吧",
  // "DRAClaimKeys 是否叫 resourceClaimKeys？"): it names something the answers so far talked about.
  if (thread.deciding) {
    const named = [...new Set(words)].filter((w) => thread.answered.has(w));
    if (named.filter((w) => /^[a-z0-9]/.test(w) && w.length >= 4).length >= 1 || named.filter((w) => !/^[a-z0-9]/.test(w)).length >= 3) return true;
  }
  // The same openers in other languages: "你再确认一下…", "那么…", "じゃぁ、…", "então…".
  if (/^(?:你再|请再|再次?|继续|那么?|所以|然后|另外|还有|では|じゃぁ?|それで|あと|さらに|もう一度|então|e também|mas\b)/i.test(prompt.trim())) return true;
  // A snapshot ("status report", "last 10 commits") is a subject of its own.
  if (thread.snapshot) return false;
  // A new request in full ("Send a broadcast message to agent-intercom saying Hello") that shares
  // nothing with the request that opened the thread ("Break down Feature 007 into epics…") is new
  // work, however much the steers said along the way share with it.
  const opening = new Set(tokenize(coreRequest(promptText(thread.exchanges[0].ex))).filter((t) => t.length >= 4 && !OWN_WORDS.has(t)));
  if (NEW_REQUEST.test(prompt.trim()) && words.length >= 5 && opening.size >= 2 && !words.some((w) => opening.has(w))) return false;
  // A new subject both asks about other things than the thread's requests did, and gets an answer
  // unlike the thread's answers. Either alike, and it is a follow-up (a deep dive, a correction).
  const { asked, answered } = thread;
  const distinct = [...new Set(words)];
  const promptOverlap = distinct.filter((w) => asked.has(w)).length / Math.max(1, distinct.length);
  const answerTerms = new Set(tokenize(ex.answer));
  let shared = 0;
  for (const t of answerTerms) if (answered.has(t)) shared++;
  const answerSimilarity = (2 * shared) / Math.max(1, answerTerms.size + answered.size);
  return promptOverlap >= 0.34 || answerSimilarity >= 0.22;
}

export function addExchange(thread: Thread, ex: Exchange, digest: AnswerDigest): void {
  thread.exchanges.push({ ex, digest });
  const prompt = promptText(ex);
  if (DECISION.test(prompt) || DELIBERATION.test(prompt) || ACCEPTANCE.test(prompt.trim())) thread.deciding = true;
  for (const t of tokenize(prompt)) thread.asked.add(t);
  for (const t of tokenize(ex.answer)) thread.answered.add(t);
}
