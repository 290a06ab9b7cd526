// One session in, its digest out: the subjects it talked about (candidate articles with typed
// statements and sources) and its run summary. Deterministic and offline.
import type { Session } from '../schema/session.ts';
import type { Digest, Statement, Subject } from '../schema/digest.ts';
import { DIGEST_VERSION } from '../schema/digest.ts';
import { ADVICE, NUMBERED_SECTION, digestAnswer } from './answer.ts';
import { classifyExchange, projectVocabulary, type ExchangeClass } from './classify.ts';
import { findDeclarations, type Declaration } from './declarations.ts';
import { isSubAgentTranscript, promptText, saidAt, splitExchanges, type Exchange } from './exchanges.ts';
import { resolvedFailures } from './resolved.ts';
import { ACCEPTANCE, COMPLAINT, CORRECTION, DECISION, HEDGE, LIMITATION, NEGATION, REASON_LABEL, REVERSAL, leadLabel, SELF_CORRECTION, SESSION_WORDS, SNAPSHOT_LIST, SNAPSHOT_REQUEST } from './signals.ts';
import { POINTS_AT_DOCUMENT, asWritten, namingTitle, titleFromRequest, coreRequest, isWeakTitle, titleFromSummary, titleFromError, titleFromPlan, decisionRecordTitle } from './title.ts';
import { sourceOf, topTerms, withoutEvidence } from './subject-parts.ts';
import { looksUp, lookedUpWith, notDoneOf, observedIn, printedResults, readTheRepository, recordedIn, refusedWrites, toolsCarryingOut, withoutFailedWrites, workWithoutReply } from './tool-evidence.ts';
import { constraintStatements } from './constraints.ts';
import { environmentSubjects, hookSubjects } from './environment.ts';
import { progressNotes } from './progress.ts';
import { withFigures } from './figures.ts';
import { documentStatements } from './documents.ts';
import { ANSWERED_CHOICES } from '../sources/text/choices.ts';
import { removedElsewhere, retireChanged } from './changes.ts';
import { codeSpans, withCode } from './code-spans.ts';
import { addExchange, isContinuation, type Thread } from './threads.ts';
import { sessionHeader, summarizeRun } from './run.ts';
import { offersOf } from './offers.ts';
import { markChoice } from './choices.ts';
import { selfDescriptions } from './self-described.ts';
import { replyEdges } from './reply-edges.ts';
import { stateCommands } from './state-commands.ts';
import { mishapsOf } from './mishaps.ts';
import { incidentSubjects, reportsOf } from './reports.ts';
import { containsCjk, displayWidth, endSentence, joinSentences, sentences, shorten, squash, stripMarkdown, textKey, tokenize, withoutUrls } from '../lib/text.ts';
import { pathLeaf } from '../lib/paths.ts';

const AGENT_KEYS = /^(?:name|emoji|nature|vibe|personality|persona|tone|style|voice|role|purpose|creature|character|identity|traits?)$/i;
const MAX_STATEMENTS = 12;
// The agent saying which way it leans ("我倾向于…", "I'd go with…"), and the person proposing their own way.
const LEANS = /我(?:更)?倾向于|我(?:的)?建议是?|我推荐|I(?:'d| would) (?:lean|go) (?:towards?|with)|I(?:'d)? recommend|my recommendation|おすすめは|推奨は|eu recomendo|minha recomendação/i;
const PROPOSES = /^(?:我们应该|我建议|我觉得应该|还是用|不如|改成|we should|i'?d rather|instead|actually,? let'?s|no,? let'?s|let'?s (?:use|go with|do))/i;
// A heading that puts its items off until later ("DEPOIS DE 3 MESES", "Later", "quando crescer", "以后").
const LATER_LABEL = /^(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:later|in the future|after \w+|once \w+|when \w+ grow|depois|mais tarde|futuramente|quando cresc|despu[ée]s|más adelante|以后|之后|将来|後で|将来的に)/iu;
// A file that holds a plan: "plan-trackFailedSubnets.prompt.md", "RESTRUCTURING_PLAN.md", "docs/design/x.md".
const PLAN_FILE = /(?:^|[-_.])(?:plan|spec|design|prd|rfc|proposal)(?:[-_.]|$)/i;
// A request for work to be done, not for an answer.
// The person asking for what was said to be checked against the world.
const CHECK_REQUEST = /\b(?:look (?:these|this|that|it|them) up|check (?:these|this|that|it|them)|verify|double-check|fact-check|search (?:for )?(?:these|them|it))\b|查一下|核实|确认一下|調べて|確認して/i;
// The label of a report on the work, which a later report of the same kind replaces.
const REPORT_LABEL = /^(?:検証|確認|テスト結果|検証結果|验证|测试|測試|verification|verified|tests?|test results|checks?|validation|verificação|testes)$/i;
const WORK_REQUEST = /^(?:(?:implement|create|add|write|build|make|fix|refactor|port|migrate|update|remove|delete|rename|move|set ?up|generate|convert|crie|cria|faça|implemente|adicione|corrija)\b|实现|添加|创建|修改|新增|作成|追加|実装|修正)|(?:変更|作成|追加|実装|修正|削除|移行|対応)(?:し(?:たい|て(?:ください|ほしい)?)|する)[。.!！]?\s*$/i;
// A later request that changes what was built ("Use upper-case keys", "仕様変更: a -> b"), as opposed
// to one that adds to it ("…の場合は何もせずに終了して").
const REVISION_REQUEST = /\b(?:instead|change|rename|replace|switch|use|move|remove|delete|drop|no longer|stop)\b|\b(?:don't|do not)\b|->|→|変更|代わり|ではなく|じゃなく|やめ|削除|消して|改(?:成|为|名)|换成|替换|删除|去掉|不要再|mudar|trocar|remov|em vez/i;

/**
 * The agent's first person made third person at the start of a statement ("I don't have memory"
 * → "The agent doesn't have memory"), and meta lead-ins dropped ("I understand your frustration,
 * but I should clarify: …"): articles describe the agent, they do not quote it.
 */
// First-person past tenses an agent reports its work in, with the third person that replaces them.
const ROMANCE_THIRD: Record<string, [string, string]> = {
  criei: ['pt', 'criou'], fiz: ['pt', 'fez'], adicionei: ['pt', 'adicionou'], atualizei: ['pt', 'atualizou'], implementei: ['pt', 'implementou'], corrigi: ['pt', 'corrigiu'], removi: ['pt', 'removeu'], escrevi: ['pt', 'escreveu'], analisei: ['pt', 'analisou'], configurei: ['pt', 'configurou'],
  creé: ['es', 'creó'], hice: ['es', 'hizo'], añadí: ['es', 'añadió'], agregué: ['es', 'agregó'], actualicé: ['es', 'actualizó'], implementé: ['es', 'implementó'], corregí: ['es', 'corrigió'], eliminé: ['es', 'eliminó'], escribí: ['es', 'escribió'], analicé: ['es', 'analizó'], configuré: ['es', 'configuró'],
};
const FIRST_PERSON_ROMANCE = new RegExp(`^(?:${Object.keys(ROMANCE_THIRD).join('|')})(?=\\s)`, 'i');

export function asAgentFact(text: string): string {
  const stripped = text.replace(/^(?:i understand[^:]*?:|i should (?:clarify|note|mention)[^:]*?:|to clarify[,:]|actually[,:]?|well[,:])\s*/i, '');
  const t = stripped
    .replace(/^I(?:'m| am)\b/, 'The agent is')
    .replace(/^I(?:'ve| have)\b/, 'The agent has')
    .replace(/^I(?:'ll| will)\b/, 'The agent will')
    .replace(/^I don'?t\b/, "The agent doesn't")
    .replace(/^I do not\b/, 'The agent does not')
    .replace(/^I can'?t\b|^I cannot\b/, 'The agent cannot')
    .replace(/^I\b/, 'The agent')
    // ("我觉得没必要为了“切换”而切换", "私は…と思います": an opinion, told as what it says.)
    .replace(/^我(?:个人)?(?:觉得|认为|感觉)[，,]?\s*/, '')
    // (The same in Portuguese and Spanish, whose verbs say "I": "Criei um guia…" is "O agente criou um guia…".)
    .replace(FIRST_PERSON_ROMANCE, (verb: string) => { const [lang, third] = ROMANCE_THIRD[verb.toLowerCase()]; return `${lang === 'pt' ? 'O agente' : 'El agente'} ${third}`; })
    // ("…terminology. My personal pick would be X": the agent's, inside the text as well.)
    .replace(/(^|[.!?]\s+)My (?:personal |own )?(pick|recommendation|choice|suggestion|preference) (?:would be|is)\b/g, "$1The agent's $2 is");
  // Capitalise only what was cut: "openai", "pi.sendMessage()" and "f6ec768" keep their case.
  return t !== text && t === stripped ? t.charAt(0).toUpperCase() + t.slice(1) : t;
}

// The words of a correction itself ("that is actually not correct"), not of what it corrects.
// (Nor words every session uses: "agent-intercom" is about the intercom, not every "agent".)
const CORRECTION_WORDS = new Set(tokenize(`${SESSION_WORDS} actually correct incorrect wrong right clearly really indeed show shows see mistake running available working`));

/** The agent granting the point the person challenged it with ("指摘どおり", "you're right that"). */
const CONCEDES = /^(?:ご?指摘(?:の|いただいた)?(?:どおり|通り|とおり)|おっしゃる(?:とおり|通り)|确实如你所说|如你所说|you'?re right(?: that)?|good point|fair point)/i;

/** An answer owning a mistake, not just agreeing. */
const ADMITS_ERROR = /\b(?:wrong|mistake|mistaken|incorrect|not correct|in error|i missed|i misread|i overlooked|my bad|apologi[sz]e)\b|错了|有误|不对|不正确|搞错|遗漏了|漏掉了|間違|誤り|見落と|errei|incorreto|engano/i;

/** Names of code things a text mentions (`req.Exactly`, `FirstAvailable`, `setup.sh`), lower-cased,
 * with their dotted parts: what two claims must share to be about the same thing. */
function codeNames(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/[A-Za-z_][\w-]*(?:\.[\w-]+)*/g)) {
    const word = m[0];
    // Code-like: dotted, snake/camel case, or a capitalised word in non-Latin prose.
    if (!/[._]|[a-z][A-Z]/.test(word) && !(containsCjk(text) && /^[A-Z]\w{3,}/.test(word))) continue;
    out.add(word.toLowerCase());
    for (const part of word.split('.')) if (part.length >= 4) out.add(part.toLowerCase());
  }
  return out;
}

/** "Leia", "エラーを解消して": a request too short to name its subject; the summary's opening names it. */
function titleOrSummary(title: string, summary: string): string {
  const short = containsCjk(title) ? title.replace(/\s/g, '').length < 8 : title.split(/\s+/).length < 3;
  // (A file asked for by name, "HAWZX-AI-GUIDE.md", is what a reader looks it up by.)
  if (!short || !summary || /^[\w.-]{6,}\.(?:md|mdx|txt|rst|adoc)$/i.test(title)) return title;
  const first = sentences(summary.replace(/^As of \d{4}-\d{2}-\d{2}: /, ''))[0] ?? summary;
  return shorten(first.replace(/[.。!！]$/, ''), 80);
}

// "…への移行計画", "Migration plan", "Plan: …": the words that make a title a plan.
const PLAN_TITLE = [/(?<=\S)計画$/, /(?<=\S)(?:计划|方案)$/, /\s+(?:implementation\s+)?plan$/i, /^(?:implementation\s+)?plan(?::|\s+for)\s+/i];

/** A plan carried out in the thread is known by what it did, not as a plan ("…への移行計画" → "…への移行"). */
function asCarriedOut(title: string): string {
  const done = PLAN_TITLE.reduce((t, re) => t.replace(re, ''), title).trim();
  return done.length >= 4 ? done.charAt(0).toUpperCase() + done.slice(1) : title;
}

/** Work done to a plan says why first, from the plan's TL;DR: "Purpose: When … . Carried out: …". */
function withPurpose(summary: string, purpose: string | undefined): string {
  const why = purpose ? sentences(purpose)[0] : undefined;
  return why && why.length <= 260 ? shorten(`Purpose: ${endSentence(why)} ${summary}`, 480) : summary;
}

/**
 * A summary that stands alone, about what is there rather than the agent's doing:
 * "Created .github/copilot-instructions.md covering: …" is "`.github/copilot-instructions.md`
 * covers: …"; "The structure is: …", of the one file written, is "Structure of `prompts.py`: …".
 */
function standing(summary: string, files: string[]): string {
  const created = /^(?:Created|Wrote|Generated|Added)\s+`?((?:[\w.~-]+\/)*[\w.-]+\.\w{1,5})`?,?\s+(?:covering|including|that covers)\s*:?\s*/i.exec(summary);
  if (created) return `\`${created[1]}\` covers: ${summary.slice(created[0].length)}`;
  const structure = /^The (?:structure|layout) is\s*:\s*/i.exec(summary);
  if (structure && files.length === 1) return `Structure of \`${pathLeaf(files[0])}\`: ${summary.slice(structure[0].length)}`;
  return summary;
}

/**
 * A plan carried out, told by what was done, then what it came to when both fit ("Carried out: 4
 * phases, 9 steps: … All 55 tests pass."): a test count first says nothing of what the work was.
 * (When they do not fit, the result is told under Outcome.)
 */
function carriedOut(plan: string, outcome: string): string {
  return displayWidth(plan) + displayWidth(outcome) <= 380 ? `Carried out: ${endSentence(plan)} ${endSentence(outcome)}` : `Carried out: ${plan}`;
}


/**
 * What the harness warned of between a failed answer and the retry that worked, about something
 * the failed one names ("MCP server 'agent-intercom' is taking longer than expected to connect"):
 * the likely reason it failed, told beside it.
 */
function warnedBetween(session: Session, failed: Thread['exchanges'][number], retry: Thread['exchanges'][number]): string[] {
  const from = failed.ex.answerTime ?? failed.ex.prompts[0].time;
  const to = retry.ex.prompts[0].time;
  const said = `${promptText(failed.ex)} ${failed.digest.summary}`.toLowerCase();
  const names = (message: string) => [...message.matchAll(/['"‘“`]([^'"’”`]{3,60})['"’”`]/g)].map((m) => m[1]);
  return (session.warnings ?? [])
    .filter((w) => w.time >= from && w.time <= to && names(w.message).some((n) => said.includes(n.toLowerCase())))
    .map((w) => {
      // (Of the tools that became available, only those the request named: "'agent-intercom' (9 tools)".)
      const tools = /^New tools available: (.*)$/.exec(w.message)?.[1];
      if (!tools) return w.message;
      return `New tools available: ${tools.split(/,\s(?=')/).filter((t) => names(t).some((n) => said.includes(n.toLowerCase()))).join(', ')}`;
    });
}

/** Warnings told as quotes: "“MCP server 'x' is taking longer…”". */
// (A notice of new tools is Lore's summary of the harness's list, so it goes unquoted: "its notice
// of new tools listed 'agent-intercom' (9 tools)".)
const quoted = (messages: string[]) => messages.map((m) => (m.startsWith('New tools available: ') ? `its notice of new tools listed ${m.slice('New tools available: '.length)}` : `“${m}”`)).join(', ');

function threadSubject(session: Session, thread: Thread, key: string, exchanges: Exchange[], isLastThread: boolean, isFirstThread: boolean): Subject | undefined {
  const lastEx = thread.exchanges[thread.exchanges.length - 1].ex;
  const next = exchanges[lastEx.index + 1];
  const first = thread.exchanges[0];
  const request = promptText(first.ex);
  // An answer the next exchange corrects ("That is actually not correct…", "You're right, …") is
  // history: its facts leave the article and its summary moves to the History section.
  const corrected = new Set<number>();
  // (Answers the person questioned and the agent granted: told with what it granted.)
  const conceded = new Set<number>();
  const partlyCorrected = new Map<number, { terms: Set<string>; on: string }>();
  for (let i = 1; i < thread.exchanges.length; i++) {
    const { ex } = thread.exchanges[i];
    // "You're right, …" corrects only when it owns an error; agreeing to an addition ("你说得对，还需要
    // 考虑 partitionable devices") leaves the earlier answer standing.
    const answerStart = stripMarkdown(ex.answer).trim().slice(0, 300);
    const said = promptText(ex).trim();
    if (CORRECTION.test(said)) {
      // A correction of one claim ("/mcp show clearly indicates that agent-intercom is running")
      // retires that claim, not an answer whose main point it does not touch.
      const terms = new Set(tokenize(said).filter((t) => t.length >= 4 && !CORRECTION_WORDS.has(t)));
      const previous = thread.exchanges[i - 1].digest.summary;
      if (!previous || tokenize(previous).some((t) => terms.has(t))) corrected.add(i - 1);
      else partlyCorrected.set(i - 1, { terms, on: ex.prompts[0].time.slice(0, 10) });
    } else if (SELF_CORRECTION.test(answerStart) && ADMITS_ERROR.test(answerStart)) corrected.add(i - 1);
    // "結論: 指摘どおり、…常時 export は必須ではありません": the agent grants the person's challenge and
    // takes back what it said (its reason for the export no longer holds).
    else if (CONCEDES.test(answerStart.replace(/^(?:結論|结论|conclusion|answer)\s*[:：]\s*/i, '')) && NEGATION.test(sentences(answerStart)[0] ?? '') && /[?？]\s*$/.test(said)) {
      corrected.add(i - 1);
      conceded.add(i - 1);
    }
    // The same request again (a retry after a failure): the new answer replaces the old one.
    // ("continue", "同意" and "agree" said twice are not a retry.)
    const asked = promptText(ex).trim().toLowerCase();
    const substantive = (containsCjk(asked) ? asked.length >= 10 : asked.split(/\s+/).length >= 4) && !ACCEPTANCE.test(asked);
    if (substantive) for (let j = 0; j < i; j++) if (promptText(thread.exchanges[j].ex).trim().toLowerCase() === asked) corrected.add(j);
  }
  /** What the harness warned of before a retry that worked: the likely reason the first try failed. */
  let warnedBeforeRetry: string[] = [];
  const corrections = [...corrected]
    .map((i) => thread.exchanges[i])
    .filter((e) => e.digest.summary)
    .map((e) => {
      const next = thread.exchanges[thread.exchanges.indexOf(e) + 1];
      // (Questioned and granted, the earlier answer may still hold in part: the question and what the
      // agent granted are told under Follow-up questions.)
      if (conceded.has(thread.exchanges.indexOf(e))) return `Earlier answer, questioned on ${next.ex.prompts[0].time.slice(0, 10)} (see Follow-up questions for what the agent granted): “${asAgentFact(e.digest.summary)}”`;
      const warned = warnedBetween(session, e, next);
      if (warned.length) warnedBeforeRetry = warned;
      return `Earlier answer, corrected on ${next.ex.prompts[0].time.slice(0, 10)} (no longer holds): “${asAgentFact(e.digest.summary)}”${warned.length ? `; before the retry, the harness warned: ${quoted(warned)}` : ''}`;
    });
  // A document issued again under the same title (a plan revised after the person's changes) replaces
  // the earlier version whole: nothing of the earlier one is told as current.
  const reissued = new Set(thread.exchanges.map((_, i) => i).filter((i) => {
    const heading = thread.exchanges[i].digest.heading;
    return heading !== undefined && thread.exchanges.some((e, m) => m > i && e.digest.heading !== undefined && textKey(e.digest.heading) === textKey(heading));
  }));
  const usable = (e: (typeof thread.exchanges)[number], i: number) => displayWidth(e.digest.summary) >= 30 && !corrected.has(i) && !reissued.has(i) && !e.ex.interrupted;
  // A first request that names nothing ("leia", "read this") only sets up the work that follows:
  // the first request that changed files is what the thread is about.
  const bareStart = coreRequest(request).split(/\s+/).filter(Boolean).length <= 2 && !containsCjk(request);
  const firstWork = bareStart ? thread.exchanges.find((e, i) => i > 0 && usable(e, i) && e.ex.tools.some((t) => t.filesWritten.length)) : undefined;
  const opening = firstWork ?? thread.exchanges.find(usable);
  if (!opening || thread.snapshot) return undefined;
  // A follow-up that ends in a verdict ("我的建议：暂时不切主分支", "Bottom line: …") is where the
  // discussion landed: the latest one leads the article; the first answer stays as a key fact.
  const at = thread.exchanges.indexOf(opening);
  // Options laid out in a table, then the person picks one ("Let's go with per-claim counting"):
  // the answer to the pick says what was decided.
  const picked = opening.digest.summaryFromTable
    ? thread.exchanges.findLast((e, i) => i > at && DECISION.test(promptText(e.ex)) && displayWidth(e.digest.summary) >= 12 && !corrected.has(i) && !e.ex.interrupted)
    : undefined;
  // (Work is summed up by what was done: a verdict that changed nothing, answering a question about
  // the work ("不一致条件は…です"), answers that question, not the request.)
  const wrote = (e: (typeof thread.exchanges)[number]) => e.ex.tools.some((t) => t.filesWritten.length);
  // A pick the person had checked ("Look these up in GitHub and report back") is replaced by the
  // pick made after the check ("GitLodger is the cleanest pick"), even where the first was firm.
  const rechecked = opening.digest.concluded ? thread.exchanges.findLast((e, i) => i > at && e.digest.concluded && CHECK_REQUEST.test(promptText(e.ex)) && displayWidth(e.digest.summary) >= 12 && !corrected.has(i) && !e.ex.interrupted) : undefined;
  const verdict = opening.digest.concluded ? rechecked : (thread.exchanges.findLast((e, i) => i > at && e.digest.concluded && displayWidth(e.digest.summary) >= 12 && !corrected.has(i) && !e.ex.interrupted && (wrote(e) || !wrote(opening))) ?? picked);
  const withSummary = verdict ?? opening;
  const answeredOn = (withSummary.ex.answerTime ?? withSummary.ex.prompts[0].time).slice(0, 10);
  // Figures from a table read as a measurement of that day.
  // Advice given on a follow-up ("建议：暂时不切主分支。") says where the thread landed but not
  // what it was about: the first answer's own short verdict ("可以切，…没明显阻碍。") goes before it.
  const landed = verdict && ADVICE.test(verdict.digest.summary) && !verdict.digest.summaryFromTable && !opening.digest.summaryFromTable && displayWidth(verdict.digest.summary) < 100 && displayWidth(opening.digest.summary) < 160 ? joinSentences(endSentence(asAgentFact(opening.digest.summary)), asAgentFact(verdict.digest.summary)) : undefined;
  // (A retry that worked after the harness warned says so up front: that is the lesson, "sent" is not.)
  const afterWarning = warnedBeforeRetry.length ? ` An earlier try had failed; before this one the harness warned: ${quoted(warnedBeforeRetry)}.`.replace(/([.!?。])”\.$/, '$1”') : '';
  const summary = (landed ?? (withSummary.digest.summaryFromTable ? `As of ${answeredOn}: ${withSummary.digest.summary}` : asAgentFact(withSummary.digest.summary))) + afterWarning;
  const verified = thread.exchanges.some((e) => e.ex.tools.some((t) => t.filesRead.length || t.commands.length));
  // What the verdict overturned: an earlier claim about the same named thing, with the opposite
  // polarity ("没有 Exactly 这个子结构" before "结论：当前代码的 req.Exactly 路径是正确的").
  const verdictAt = verdict ? thread.exchanges.indexOf(verdict) : -1;
  const verdictNames = verdict ? codeNames(verdict.digest.summary) : new Set<string>();
  const verdictNegated = verdict ? NEGATION.test(verdict.digest.summary) : false;
  // (A decision table is no claim of its own: its rows are compared as decisions, not its wording.)
  const overturned = (n: number, text: string) =>
    !verdict?.digest.decisionTable &&
    !rechecked &&
    n < verdictAt && NEGATION.test(text) !== verdictNegated && [...codeNames(text)].some((name) => verdictNames.has(name));
  const statements: Statement[] = [];
  const tableRows = new Set<Statement>();
  /** The words of follow-ups' concluded answers ("結論: …"), however many times they were told. */
  const verdicts = new Set<string>();
  /** The exchange each answer fact was told in. */
  const toldIn = new Map<Statement, number>();
  const lastDecisionTable = thread.exchanges.findLastIndex((e) => e.digest.decisionTable !== undefined);
  for (const [n, { ex, digest }] of thread.exchanges.entries()) {
    if (corrected.has(n) || reissued.has(n)) continue;
    // The answer to a follow-up ("Why so large?" → "148 MB of 149 MB is node_modules") is the
    // follow-up's key fact.
    // (An answer that asks back, "Could you clarify what you're asking?", states nothing.)
    // (What the agent read before the work began says how things were, not how they are.)
    const readFirst = firstWork && n < thread.exchanges.indexOf(firstWork) ? ex.tools.flatMap((t) => t.filesRead) : undefined;
    const asRead = (text: string) => (readFirst ? `${readFirst.length === 1 ? `${readFirst[0]}, as read` : 'As read'} before the work: ${text}` : text);
    // (The pick the person then had checked is history, told as such below.)
    if (rechecked && n === at && digest.summary) corrections.push(`First pick, before the check asked for on ${rechecked.ex.prompts[0].time.slice(0, 10)} (see the summary for the pick after it): “${asAgentFact(digest.summary)}”`);
    else if ((n > 0 || withSummary !== opening || readFirst) && !ex.interrupted && digest.summary && digest.summary !== withSummary.digest.summary && !digest.summaryFromTable && !/[:：?？]$/.test(digest.summary) && !digest.clarification && !overturned(n, digest.summary)) {
      statements.push({
        text: asRead(asAgentFact(digest.summary)),
        type: LIMITATION.test(digest.summary) ? 'limitation' : 'fact',
        // (A follow-up that ends in a conclusion, "結論: プロジェクト単位の…最善策は…", is what it came to.)
        confidence: (verified ? 0.8 : 0.65) + (digest.concluded ? 0.05 : 0),
        source: sourceOf(session, saidAt(ex, digest.summary), 'assistant', digest.summary),
        negated: NEGATION.test(digest.summary),
        reversal: false,
      });
      toldIn.set(statements[statements.length - 1], n);
      if (digest.concluded) verdicts.add(textKey(statements[statements.length - 1].text));
    }
    // A table's first rows say what it is about; forty rows of it would crowd out everything else.
    // (Each table on its own: an answer of five tables keeps a few rows of each, and its total.)
    const rowsOf = new Map<number | undefined, number>();
    const tableSize = (t: number) => digest.facts.filter((f) => f.table === t).length;
    const rowKept = (f: (typeof digest.facts)[number]) => {
      const n = rowsOf.get(f.table) ?? 0;
      rowsOf.set(f.table, n + 1);
      return n < 3 || /^(?:total|totals|sum|合計|合计|总计|总数|total geral)\b/i.test(f.key ?? '');
    };
    // (A table of decisions is kept whole: each row is something settled.)
    // (Nor is an item put off until later, "DEPOIS DE 3 MESES: Google Cloud…": it qualifies the answer.)
    // (A short table, "6 phases", "8 kinds of state", is told whole: its rows are the answer.)
    const keyed = digest.facts.filter((f) => f.key && f.value !== undefined).length;
    // (Spread across the numbered parts of a plan or report: of equally good facts, "Phase 2 — ISE
    // Service" gets one before "Phase 1" gets its third. Only ties are reordered: each further fact
    // of a part counts a hundredth less.)
    const seenIn = new Map<string, number>();
    const spread = [...digest.facts]
      .sort((a, b) => b.score - a.score)
      .map((f) => {
        const part = f.section && NUMBERED_SECTION.test(f.section) ? f.section : undefined;
        const n = part ? (seenIn.get(part) ?? 0) : 0;
        if (part) seenIn.set(part, n + 1);
        return { f, score: f.score - 0.01 * n };
      })
      .sort((a, b) => b.score - a.score)
      .map((x) => x.f);
    const facts = spread.filter((f) => !f.key || f.value === undefined || f.type === 'decision' || LATER_LABEL.test(leadLabel(f.text)) || (f.table === undefined ? keyed <= 6 : tableSize(f.table) <= 8) || rowKept(f));
    for (const fact of facts.slice(0, Math.max(MAX_STATEMENTS, facts.filter((f) => f.type === 'decision' && f.key).length))) {
      // A summary table of decisions restated later ("最终决策汇总" after an 8-row draft of it): only
      // the latest one's rows count.
      if (fact.decisionRow && n < lastDecisionTable) continue;
      const claimCorrected = partlyCorrected.get(n);
      if (claimCorrected && tokenize(fact.text).some((t) => claimCorrected.terms.has(t))) {
        corrections.push(`Earlier claim, corrected on ${claimCorrected.on} (no longer holds): “${asAgentFact(fact.text)}”`);
        continue;
      }
      if (overturned(n, fact.text)) {
        corrections.push(`Earlier claim, overturned by the conclusion of ${answeredOn} (no longer holds): “${asAgentFact(fact.text)}”`);
        continue;
      }
      const statement: Statement = {
        text: asRead(asAgentFact(fact.text)),
        type: fact.type,
        // An interrupted turn's findings were not finished: trust them less.
        confidence: Math.max(0.2, Math.min(0.9, (verified ? 0.7 : 0.55) - (fact.hedged ? 0.25 : 0) + (fact.key ? 0.05 : 0) - (ex.interrupted ? 0.25 : 0))),
        source: sourceOf(session, saidAt(ex, fact.text), 'assistant', fact.text),
        key: fact.key,
        value: fact.value,
        negated: NEGATION.test(fact.text),
        reversal: false,
      };
      statements.push(statement);
      toldIn.set(statement, n);
      if (fact.fromTable) tableRows.add(statement);
    }
  }
  // What a document the agent wrote says: only where the conversation said little.
  if (statements.length < MAX_STATEMENTS) {
    for (const { statement, n } of documentStatements(session, thread.exchanges.map((e) => e.ex))) {
      statements.push(statement);
      toldIn.set(statement, n);
    }
  }
  // What the person told the agent about the project along the way ("no, its connecting to cumulus
  // devices that run linux", "Some of these devices also use NV commands") is knowledge the agent
  // did not have: a key fact, cited to them.
  for (let i = 1; i < thread.exchanges.length; i++) {
    const { ex } = thread.exchanges[i];
    const raw = promptText(ex);
    if (raw.length > 600) continue;
    const said = squash(stripMarkdown(raw));
    if (said.length < 15 || said.length > 300 || /[?？]\s*$/.test(said) || DECISION.test(said) || ACCEPTANCE.test(said)) continue;
    const body = said
      .replace(/^(?:that(?:'s| is) (?:actually )?(?:not correct|not right|wrong|incorrect)|you'?re wrong|wrong|incorrect)[.!]\s*/i, '')
      .replace(/^(?:no|nope|actually|not quite|that'?s not (?:right|it))[,.!]?\s+/i, '');
    // (An instruction, "Actually remove the list from the system prompt", is work asked for, not a fact.)
    if (body.length < 15 || /^(?:remove|add|move|delete|put|use|make|change|create|write|fix|update|rename|replace|keep|drop|set|try|do|don'?t|please|let'?s|go|run|check)\b/i.test(body)) continue;
    if (!(CORRECTION.test(said) || /^(?:these|this|it|its|it's|the|some|our|we|they|all|my|each|every|both|only|most|there (?:is|are))\b/i.test(body))) continue;
    statements.push({
      text: `The user noted: ${body.charAt(0).toUpperCase()}${body.slice(1)}`,
      type: 'fact',
      confidence: 0.8,
      source: sourceOf(session, ex.prompts[0].time, 'user', said),
      negated: NEGATION.test(body),
      reversal: false,
    });
  }
  statements.push(...constraintStatements(session, thread.exchanges.map((e) => e.ex)));
  // The plan the work followed says why ("TL;DR: … so computeConnectorDiff can exclude those
  // entries from toDelete, preventing accidental deletion from ISE"); the work's report rarely does.
  const plan = thread.exchanges[0].ex.tools.find((t) => t.brief && t.headings && (POINTS_AT_DOCUMENT.test(promptText(thread.exchanges[0].ex)) || PLAN_FILE.test(pathLeaf(t.headings.file))));
  const purpose = plan?.brief && plan.headings ? { heading: plan.brief.heading, file: pathLeaf(plan.headings.file), text: plan.brief.text, source: sourceOf(session, plan.time, 'tool', plan.brief.text) } : undefined;
  // The person's answers to the agent's multiple-choice questions (Codex's request_user_input) are
  // decisions, with the recommended option they passed over.
  const lastAt = exchanges.indexOf(thread.exchanges[thread.exchanges.length - 1].ex);
  const until = exchanges[lastAt + 1]?.prompts[0].time ?? '\uffff';
  for (const m of session.messages) {
    if (m.kind !== 'instruction' || !m.text.startsWith(ANSWERED_CHOICES) || m.time < thread.exchanges[0].ex.prompts[0].time || m.time >= until) continue;
    for (const choice of m.text.slice(ANSWERED_CHOICES.length).split(/;\s+/).map((x) => x.trim()).filter(Boolean)) {
      const statement: Statement = { text: choice, type: 'decision', confidence: 0.9, source: sourceOf(session, m.time, 'user', choice), negated: NEGATION.test(choice), reversal: false };
      statements.push(statement);
      toldIn.set(statement, thread.exchanges.findLastIndex((e) => e.ex.prompts[0].time <= m.time));
    }
  }
  // The person deciding otherwise than the agent leaned ("我倾向于 MVP 阶段按 pod 重复计", then "我们应该
  //按照claim计算"): why the decision is what it is. It goes to Rationale.
  for (let i = 1; i < thread.exchanges.length; i++) {
    // ("…按 pod 重复计，理由：" announces its reasons below; the lean is what comes before.)
    const leaned = sentences(stripMarkdown(thread.exchanges[i - 1].ex.answer)).find((x) => LEANS.test(x))?.replace(/[，,]?\s*(?:理由|原因|reasons?|because|porque)\s*(?:[:：].*)?$/i, '');
    const said = squash(stripMarkdown(promptText(thread.exchanges[i].ex)));
    if (!leaned || !PROPOSES.test(said) || said.length > 300) continue;
    const theirs = new Set(tokenize(said));
    const agentTerms = tokenize(leaned.slice(LEANS.exec(leaned)!.index));
    if (agentTerms.filter((t) => theirs.has(t)).length * 2 >= Math.max(1, theirs.size)) continue;
    statements.push({
      text: `Why: the user chose “${shorten(said, 160)}” over the agent's “${shorten(leaned, 120)}”`,
      type: 'fact',
      // (Above the rest: it is the decision's why, which the agent's own lists never say.)
      confidence: 0.9,
      source: sourceOf(session, thread.exchanges[i].ex.prompts[0].time, 'user', said),
      negated: false,
      reversal: false,
    });
  }
  // "For 1. use the regex / For 2. structured log field": the person answering the agent's
  // numbered questions is deciding.
  for (let i = 1; i < thread.exchanges.length; i++) {
    const asked = thread.exchanges[i - 1].digest.numberedQuestions;
    if (!asked.length) continue;
    const { ex } = thread.exchanges[i];
    for (const m of promptText(ex).matchAll(/^\s*(?:for\s+)?(?:#|q)?(\d{1,2})\s*[.):\-]?\s+(.{2,200})$/gim)) {
      const question = asked[Number(m[1]) - 1];
      if (!question) continue;
      const q = shorten(question.replace(/\s*[—–-]\s.*$/, '').replace(/[?？].*$/, ''), 120);
      // (With what was asked when the label alone does not say it: "Logging in Step 5: Structured
      // log field — asked “should I format count into the message, or keep it as a structured log field?”".)
      const asks = sentences(question.slice(q.length)).filter((x) => /[?？]$/.test(x)).pop()?.replace(/^[\s—–-]+/, '');
      const answer = m[2].trim().replace(/[.。]$/, '');
      statements.push({
        text: asks && asks !== q && displayWidth(asks) <= 160 ? `${q}: ${answer} — asked “${asks}”` : `${q}: ${answer}`,
        type: 'decision',
        confidence: 0.85,
        source: sourceOf(session, ex.prompts[0].time, 'user', m[0].trim()),
        negated: NEGATION.test(m[2]),
        reversal: false,
      });
    }
  }
  // A failure the thread later got past ("unable to send", then "sent successfully") is history.
  // A table or a labelled list told again later in the thread (a plan re-issued after the
  // person's changes, the same rows reworded) counts as last told: an item of the earlier version
  // whose label a later answer uses again is that later answer's to say.
  // (A table row and a list item of the same label say different things: each is its own kind.)
  // (So is a report under a short label told again after later work, "検証: bash -n … 通過": the
  // first check was of a version since changed.)
  const labelOf = (st: Statement) => (st.key ? `${tableRows.has(st) ? 'row' : 'item'}:${st.key.toLowerCase()}` : REPORT_LABEL.test(leadLabel(st.text)) ? `report:${leadLabel(st.text).toLowerCase()}` : undefined);
  const lastTold = new Map<string, number>();
  for (const st of statements) {
    const label = labelOf(st);
    if (label && toldIn.has(st)) lastTold.set(label, Math.max(lastTold.get(label) ?? -1, toldIn.get(st)!));
  }
  const told = statements.filter((st) => !labelOf(st) || !toldIn.has(st) || toldIn.get(st) === lastTold.get(labelOf(st)!));
  corrections.push(...retireChanged(thread.exchanges.map((e) => e.ex), told, toldIn, firstWork?.ex));
  // A verdict given as a guess ("結論: …追記しない可能性が高いです", "probably…") that a later answer
  // settled after checking (it ran commands or read files, and concluded) is history: the checked
  // answer is what to read, whether it confirmed the guess or not, so the guess is not said to be
  // wrong. (An option's "may be allocated twice" is no guess: only verdicts count.)
  const checkedAt = thread.exchanges.map((e) => (e.digest.concluded && e.ex.tools.some((t) => t.commands.length || t.filesRead.length) ? e.ex.prompts[0].time.slice(0, 10) : undefined));
  for (let i = told.length - 1; i >= 0; i--) {
    const n = toldIn.get(told[i]);
    if (n === undefined || !verdicts.has(textKey(told[i].text)) || !HEDGE.test(told[i].text)) continue;
    const on = checkedAt.find((day, m) => m > n && day);
    if (!on) continue;
    corrections.push(`Earlier guess, made before the check of ${on} (see the checked answer): “${told[i].text}”`);
    told.splice(i, 1);
  }
  const { holding, resolved } = resolvedFailures(told);
  for (const { failure, by } of resolved) corrections.push(`Earlier failure, overcome on ${by.source.date.slice(0, 10)} (no longer holds): “${failure.text}”`);
  // Keep the best statements of the whole thread, in the order they were said.
  const ranked = new Set(
    [...holding]
      // (Reasons given for the verdict, "不太建议现在切的原因: …", are what a reader most needs after it.)
      // (What the answer the summary comes from said backs the summary: "Google Cloud é 3-4x mais barato"
      // under "Assine GOOGLE CLOUD" comes before what the cost estimate around it said.)
      .map((s, i) => ({ s, i, score: s.confidence + (s.type !== 'fact' ? 0.2 : 0) + (s.key ? 0.05 : 0) + (REASON_LABEL.test(leadLabel(s.text)) ? 0.15 : 0) + (withSummary !== opening && toldIn.get(s) === thread.exchanges.indexOf(withSummary) ? 0.1 : 0) }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, Math.max(MAX_STATEMENTS, holding.filter((x) => x.type === 'decision' && x.key).length + 4))
      .map((x) => x.s),
  );
  const kept = holding.filter((s) => ranked.has(s));
  const offers = offersOf(thread.exchanges, next, exchanges);
  const lastDigest = thread.exchanges[thread.exchanges.length - 1].digest;
  const questions = isLastThread && !next ? lastDigest.questions.slice(0, 2) : [];
  const hedged = HEDGE.test(summary.split(/(?<=[.!?])\s/)[0] ?? summary);
  const limitationShare = kept.filter((s) => s.type === 'limitation').length;
  // "X doesn't support Y, but Z gives you everything" is a way forward, not a limitation.
  const lead = summary.split(/(?<=[.!?])\s/).slice(0, 2).join(' ');
  const limitationLead = LIMITATION.test(lead) && !/\b(?:but|however|although|though)\b[^.]*\b(?:can|could|give|gives|provide|provides|use|allow|allows|there are|several|ways?)\b/i.test(lead);
  // What was asked decides: an answer that mentions "architecture" in passing is not about it.
  const architecture = /\b(?:how (?:it|they|\w+) works?|architecture|system|lifecycle|internals?|mechanics|structure)\b/i.test(`${request} ${thread.exchanges[0].digest.heading ?? ''}`) && !limitationLead;
  const acceptedRecommendation = kept.some((s) => s.type === 'decision') && offers.some((o) => o.accepted);
  // The person decided ("Let's go with plan B", "切到方案B") and the agent took it up.
  const core = coreRequest(request);
  // Every decision the person made in the thread, in the order made.
  const decided = thread.exchanges
    .map(({ ex }) => ({ ex, ask: coreRequest(promptText(ex)) }))
    // (Tested on the prompt as said too: coreRequest drops the "Let's" that makes it a decision.)
    // ("Let's discuss every question and settle the plan", "let's explore all the angles" decide
    // how to talk, not what.)
    .filter(({ ex, ask }) => (DECISION.test(ask) || DECISION.test(promptText(ex))) && !/[?？]\s*$/.test(ask) && !/讨论|探索|研究一下|discuss|talk (?:about|through)|explore|investigate|look into|research|brainstorm|think (?:about|through)|議論|話し合|調べ|検討|discutir|explorar/i.test(ask));
  const userDecision = decided.length > 0;
  markChoice(kept.filter((st) => tableRows.has(st)), thread.exchanges);
  kept.unshift(
    // The decision as said: "Let's go with X", not the "go with X" left once the lead-in is cut.
    ...decided.map(({ ex, ask }) => ({ text: shorten(stripMarkdown(DECISION.test(ask) ? ask : (sentences(stripMarkdown(promptText(ex)))[0] ?? ask)), 240), type: 'decision' as const, confidence: 0.85, source: sourceOf(session, ex.prompts[0].time, 'user', promptText(ex)), negated: NEGATION.test(ask), reversal: REVERSAL.test(ask) })),
  );
  const decisionTable = withSummary.digest.decisionTable;
  // Limitations among the key facts make a limitation article only when they are most of it and
  // the discussion did not land on a positive verdict ("结论：当前代码的 req.Exactly 路径是正确的").
  const limitations = limitationShare >= 3 && limitationShare * 2 >= kept.length && !(verdict && !LIMITATION.test(summary));
  const type: Subject['type'] = acceptedRecommendation || userDecision || decisionTable ? 'decision' : limitationLead || limitations ? 'limitation' : architecture ? 'architecture' : 'fact';
  // How much to trust it: the person said it > the agent checked the repository > the agent
  // asserted it; hedges and requests for opinions ("what should it be called?") lower it.
  const opinion = /\b(?:should|would you|what do you think|ideas?|suggest|recommend|opinion|could be added|best way|name(?:d)? it)\b|你觉得|どう思|o que você acha/i.test(core);
  let confidence = 0.5 + (verified ? 0.2 : 0) - (hedged ? 0.2 : 0) + (kept.length >= 3 ? 0.05 : 0) + (acceptedRecommendation || userDecision ? 0.25 : 0) - (opinion ? 0.15 : 0);
  confidence = Math.round(Math.max(0.2, Math.min(0.9, confidence)) * 100) / 100;
  const outline = [...new Set(thread.exchanges.flatMap((e) => e.digest.outline))].slice(0, 12);
  // A question to the agent answered by what it cannot do is titled by that limitation.
  const aboutAgent = /\b(?:you|your)\b/i.test(coreRequest(request)) && /\?\s*$/.test(coreRequest(request));
  // The title, best first: the heading the answer opens with (it names the subject), the
  // harness's own title for the session's main thread, then the request made into a title.
  // A long request ("我建议是可以watch集群中的…，同时也…") makes a poor title: an answer's heading near
  // its top names the subject better, even when it is not the answer's opening line.
  const requested = withoutUrls(titleFromRequest(firstWork ? promptText(firstWork.ex) : request));
  // (Only for requests written without spaces: a long English request shortens well enough, and
  // its answer's inner headings are sections — "Other strong candidates" — not titles.)
  const long = (containsCjk(requested) && displayWidth(requested) > 60) || /…$/.test(requested);
  const weak = isWeakTitle(requested);
  // (The first answer's heading: the opening's, when the agent only worked through the first turns.)
  const firstAnswer = thread.exchanges[0].digest.summary ? thread.exchanges[0] : opening;
  const answerHeading = firstAnswer.digest.heading ?? (long || weak ? firstAnswer.digest.firstHeading : undefined);
  // ("Permissões Necessárias para HAWZX-AI" answers "qual eu escolho api na cloudflare…": the heading
  // keeps the name the person asked about, "(Cloudflare)", when it leaves it out.)
  const askedName = answerHeading ? [...summary.matchAll(/(?<=[^.!?。\s]\s)[A-Z][a-zA-Z]{3,}\b/g)].map((m) => m[0]).find((w) => new RegExp(`\\b${w}\\b`, 'i').test(request) && !new RegExp(`\\b${w}\\b`, 'i').test(answerHeading)) : undefined;
  const heading = answerHeading && askedName ? `${answerHeading} (${askedName})` : answerHeading;
  // "Implement this plan" names its subject in the plan's file name, which the agent read first.
  const fromDocument = weak ? titleFromPlan(request, thread.exchanges[0].ex.tools.flatMap((t) => t.filesRead), thread.exchanges.map((e) => e.ex.answer).join('\n')) : undefined;
  // (It names the session's opening subject: only a thread it is about takes it — not the file
  // written after an issue titled "Why is the sky blue?" was answered.)
  const titleTerms = [...new Set(tokenize(session.title))];
  const aboutThread = titleTerms.filter((t) => thread.asked.has(t) || thread.answered.has(t)).length * 2 >= titleTerms.length;
  const harnessTitle = isFirstThread && aboutThread && !stripMarkdown(request).startsWith(session.title.slice(0, 20)) && session.title.length >= 8 ? session.title : undefined;
  // "Analysis of this codebase" says which codebase when the session knows where it ran.
  // (The repository's name when the session knows it: a session run in `~/.dotfiles/.copilot` is about the dotfiles.)
  const leaf = session.repo ?? (session.cwd ? pathLeaf(session.cwd) : undefined);
  const named = (t: string) => (leaf && leaf !== '~' && !t.toLowerCase().includes(leaf.toLowerCase()) ? t.replace(/\bthis (codebase|code ?base|repo(?:sitory)?|project)\b/i, `the ${leaf} $1`) : t);
  const title = asWritten(named(withoutUrls(
    type === 'limitation' && aboutAgent
      ? shorten(asAgentFact(lead.split(/(?<=[.!?])\s/).find((x) => LIMITATION.test(x)) ?? lead).replace(/[.!]$/, ''), 90)
      : decisionTable
        ? decisionRecordTitle(decisionTable, thread.exchanges.flatMap((e) => e.ex.tools.flatMap((t) => t.filesWritten)), thread.exchanges.map((e) => e.ex.answer).join('\n'), Object.fromEntries(kept.filter((st) => st.key && st.value).map((st) => [st.key!, st.value!])))
        : (fromDocument ?? heading ?? harnessTitle ?? (weak ? (titleFromError(pastedWith((firstWork ?? first).ex)) ?? titleFromSummary(summary)) : undefined) ?? titleOrSummary(requested, summary)),
  )), thread.exchanges.flatMap((e) => e.ex.tools.flatMap((t) => t.filesWritten)));
  // Paths the readers already made relative to the working directory.
  // Each file as the thread left it: written, or deleted by its last change.
  const lastChange = new Map<string, 'written' | 'deleted'>();
  for (const t of thread.exchanges.flatMap((e) => e.ex.tools)) {
    for (const f of t.filesWritten) lastChange.set(f, t.filesDeleted?.includes(f) ? 'deleted' : 'written');
  }
  const files = [...lastChange].filter(([, c]) => c === 'written').map(([f]) => f).sort();
  const deleted = [...lastChange].filter(([, c]) => c === 'deleted').map(([f]) => f).sort();
  // An investigation the session left open: its last turn was cut short before anything changed
  // (and nothing came after it). The interrupted request is the next step the person wanted.
  const lastTurn = thread.exchanges[thread.exchanges.length - 1].ex;
  const unfinished = isLastThread && !next && lastTurn.interrupted && !files.length ? { ...(lastTurn !== first.ex ? { next: shorten(stripMarkdown(promptText(lastTurn)), 200) } : {}), time: lastTurn.prompts[0].time, found: progressNotes(session, thread.exchanges.map((e) => e.ex)) } : undefined;
  // What the work came to: the answer after the last exchange that changed files.
  const work = [...thread.exchanges].reverse().find((e) => e.ex.tools.some((t) => t.filesWritten.length));
  // (A list of sign-up links is where to go next, not what the work came to.)
  const linkList = (t: string) => (t.match(/https?:\/\//g) ?? []).length >= 2;
  const outcome = work && work.digest.summary && work.digest.summary !== withSummary.digest.summary && !linkList(work.digest.summary) ? asAgentFact(work.digest.summary) : undefined;
  // Work the thread later redid (the same files written again, "config.toml のキーを … に統一しました"):
  // where it ended is the summary; the first version is history, never read as the current state.
  const wroteFirst = new Set(withSummary.ex.tools.flatMap((t) => t.filesWritten));
  // (Only a change of what was asked for, "config.toml の仕様変更: github.account -> GITHUB_ACCOUNT",
  // makes the first version history; "空行を挟んで追記して" refines it, and it still holds.)
  const revised = work && outcome && thread.exchanges.indexOf(work) > thread.exchanges.indexOf(withSummary) && REVISION_REQUEST.test(promptText(work.ex)) && work.ex.tools.some((t) => t.filesWritten.some((f) => wroteFirst.has(f)));
  // Work asked for, answered first with a plan or questions and done later in the thread
  // ("Implement this plan" → "4 phases, 9 steps…" → "All 55 tests pass"): what was done leads.
  const plannedThenDone = !revised && outcome !== undefined && !firstWork && !wrote(withSummary) && thread.exchanges.indexOf(work!) > thread.exchanges.indexOf(withSummary) && WORK_REQUEST.test(coreRequest(request));
  // A recommendation a later answer in the thread put off ("Assine GOOGLE CLOUD", then "DEPOIS DE 3
  // MESES: Google Cloud (quando crescer)"): the summary says when, from that answer.
  const summaryAt = thread.exchanges.indexOf(withSummary);
  const summaryTerms = new Set(tokenize(withSummary.digest.summary).filter((t) => t.length >= 3));
  const later = withSummary.digest.concluded
    ? holding.find((st) => (toldIn.get(st) ?? -1) > summaryAt && LATER_LABEL.test(leadLabel(st.text)) && tokenize(st.text).filter((t) => summaryTerms.has(t)).length >= 2)
    : undefined;
  // An answer the person then had turned into work ("Explore all angles of 3." → a document
  // written): the summary goes on to what the work came to, when both fit.
  const followedBy = (text: string) => (outcome && work && thread.exchanges.indexOf(work) > thread.exchanges.indexOf(withSummary) && !wrote(withSummary) && displayWidth(text) + displayWidth(outcome) <= 400 ? joinSentences(endSentence(text), `Then: ${outcome}`) : text);
  if (revised) corrections.push(`First version, revised on ${(work.ex.answerTime ?? work.ex.prompts[0].time).slice(0, 10)} (the summary says what holds now): “${summary}”`);
  // Questions asked later in the thread ("gh auth switch せずに、アカウントを切り替える方法はある？"),
  // with their answers' gist: a reader looks them up by the question.
  const asked = thread.exchanges
    .slice(1)
    .map((e) => ({ e, question: promptText(e.ex).trim() }))
    // (Or what the person said that the answer points back at: "その挙動は正常です" answers "…gh auth
    // switch するとそのアカウントで git push できるんだけど。", and means nothing without it.)
    .filter(({ e, question }) => e !== withSummary && e.digest.summary && (/[?？]$/.test(question) || POINTS_BACK.test(e.digest.summary)) && question.length <= 300 && !COMPLAINT.test(question))
    .map(({ e, question }) => ({ question: withNumberNamed(squash(stripMarkdown(question)), thread.exchanges[thread.exchanges.indexOf(e) - 1]?.digest.outline ?? []), answer: shorten(e.digest.summary, 300), source: sourceOf(session, saidAt(e.ex, e.digest.summary), 'assistant', e.digest.summary) }))
    // (An answer that no longer holds is told in History, not as the answer.)
    .filter((a) => !corrections.some((c) => textKey(c).includes(textKey(a.answer).slice(0, 60))));
  // The key facts get back the code formatting their answers gave commands, paths and keys.
  const spans = codeSpans(thread.exchanges.map((e) => e.ex.answer).join('\n'));
  for (const a of asked) a.answer = withCode(a.answer, spans);
  for (const st of kept) if (st.source.role !== 'user') st.text = withCode(st.text, spans);
  // (After the code formatting: the summary takes figures from the key facts as told.)
  // The summary: what the work came to (or the plan carried out) with its figures, what a later
  // answer put off, said of what is there, and why first when a plan says why.
  const reported = revised ? outcome : plannedThenDone ? (displayWidth(outcome) < 80 ? carriedOut(summary, outcome) : outcome) : followedBy(summary);
  const finalSummary = withPurpose(standing(laterQualified(withFigures(reported, kept), later), files), plannedThenDone ? purpose?.text : undefined);
  // (A slash command the harness expanded, "/init", is what the person typed.)
  const command = (firstWork ?? first).ex.prompts[0].command;
  return {
    key,
    title: plannedThenDone ? asCarriedOut(title) : namingTitle(request, summary) ?? title,
    type,
    summary: finalSummary,
    ...(purpose ? { purpose } : {}),
    request: shorten(stripMarkdown(firstWork ? promptText(firstWork.ex) : request), 400),
    ...(command ? { command } : {}),
    statements: kept,
    offers,
    questions,
    outline,
    ran: stateCommands(thread.exchanges.map((e) => e.ex)),
    mishaps: mishapsOf(session, thread.exchanges.map((e) => e.ex)),
    reported: reportsOf(session, thread.exchanges.map((e) => e.ex)),
    renamed: thread.exchanges.flatMap((e) => e.digest.renamed.map((r) => ({ ...r, source: sourceOf(session, e.ex.answerTime ?? e.ex.prompts[0]?.time ?? session.startedAt, 'assistant', r.to ? `${r.from} → ${r.to}` : `${r.from}: removed`) }))).slice(0, 40),
    gists: Object.fromEntries(outline.flatMap((o) => {
      const gist = thread.exchanges.map((e) => e.digest.gists[o]).find(Boolean);
      return gist ? [[o, gist]] : [];
    })),
    asked,
    steps: thread.exchanges.map((e) => e.digest.steps).find((x) => x.length) ?? [],
    corrections: oncePerQuote([...refusedWrites(thread.exchanges.map((e) => e.ex)), ...corrections]),
    notDone: [...notDoneOf(thread.exchanges.map((e) => e.ex)), ...thread.exchanges.flatMap((e) => e.digest.unverified).map((x) => `verifying the answer: the agent said “${x}”`)],
    printed: printedResults(session, thread.exchanges.map((e) => e.ex)),
    ...(outcome ? { outcome } : {}),
    terms: topTerms([
      [title, 3],
      [coreRequest(request), 2],
      [summary, 2],
      [kept.map((s) => s.text).join(' '), 1],
      [outline.join(' '), 1],
    ]),
    confidence,
    sources: [
      // (What the person typed: "/init", not the prompt the harness made of it.)
      sourceOf(session, first.ex.prompts[0].time, 'user', first.ex.prompts[0].command ? `${first.ex.prompts[0].command} (expanded by the harness: ${request})` : request),
      // Where the summary was said; a summary Lore composed (a table's rows) quotes the answer.
      withSummary.digest.summaryFromTable || withSummary.digest.decisionTable
        ? sourceOf(session, withSummary.ex.answerTime ?? withSummary.ex.prompts[0].time, 'assistant', withSummary.ex.answer)
        : sourceOf(session, saidAt(withSummary.ex, withSummary.digest.summary), 'assistant', withSummary.ex.answerQuote ?? withSummary.digest.summary),
    ],
    verified,
    readRepo: readTheRepository(thread.exchanges.flatMap((e) => e.ex.tools), session.cwd),
    lookedUp: thread.exchanges.some((e) => e.ex.tools.some(looksUp)),
    ...(() => {
      const how = lookedUpWith(thread.exchanges.flatMap((e) => e.ex.tools));
      return how ? { lookedUpWith: how } : {};
    })(),
    snapshot: SNAPSHOT_REQUEST.test(coreRequest(request)),
    ...(unfinished ? { unfinished } : {}),
    declared: false,
    delegated: false,
    files,
    deleted,
  };
}


/** "Assine GOOGLE CLOUD, NÃO Azure. Later (2 Dec 2025): DEPOIS DE 3 MESES: Google Cloud (quando crescer)". */
function laterQualified(summary: string, later: Statement | undefined): string {
  if (!later) return summary;
  const said = later.text.replace(/\s*(?:—\s*)?https?:\/\/\S+;?/g, '').replace(/;\s*$/, '').trim();
  return shorten(`${endSentence(summary)} Later, ${later.source.date.slice(0, 10)}: ${endSentence(said)}`.replace(/\.\.$/, '.'), 420);
}

/** History lines that quote the same words under two labels ("Before the change…", "First version…") are one. */
function oncePerQuote(lines: string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const quoted = textKey(/“([^”]*)”/.exec(line)?.[1] ?? line);
    if (seen.has(quoted)) return false;
    seen.add(quoted);
    return true;
  });
}

interface DeclaredGroup {
  anchor: string;
  decls: { decl: Declaration; time: string; quote: string }[];
  /** The agent's first answer after the declaration ("🖖 Fascinating. I am Spock."). */
  reply?: string;
}

function declaredSubjects(session: Session, groups: DeclaredGroup[]): Subject[] {
  const out: Subject[] = [];
  for (const group of groups) {
    const first = group.decls[0];
    const statements: Statement[] = group.decls.map(({ decl, time }) => ({
      text: decl.key && decl.value ? `${decl.key}: ${decl.value}` : decl.text,
      type: group.anchor === 'agent-identity' || group.anchor.startsWith('decision:') ? 'decision' : 'preference',
      confidence: 0.9,
      source: sourceOf(session, time, 'user', decl.text),
      key: decl.key,
      value: decl.value,
      negated: NEGATION.test(decl.text),
      reversal: decl.reversal,
    }));
    const value = (key: string) => group.decls.find((d) => d.decl.key?.toLowerCase() === key)?.decl.value;
    let title: string;
    let summary: string;
    let type: Subject['type'];
    if (group.anchor === 'agent-identity') {
      const name = value('name') ?? 'unnamed';
      // The emoji the agent took on, when it answered with one ("🖖 Fascinating. I am Spock.").
      const signature = /^\s*(\p{Extended_Pictographic}\uFE0F?)/u.exec(group.reply ?? '')?.[1];
      if (signature) {
        statements.push({ text: `Signature emoji (the agent's own): ${signature}`, type: 'decision', confidence: 0.8, source: sourceOf(session, first.time, 'assistant', group.reply!.slice(0, 120)), key: 'Signature', value: signature, negated: false, reversal: false });
      }
      // How the identity came about: the session's opening request ("Read BOOTSTRAP.md and follow it").
      const opening = session.messages.find((m) => m.kind === 'prompt');
      if (opening && opening.text !== first.quote && /\.md\b|bootstrap|hatch/i.test(opening.text)) {
        statements.push({ text: `Established by following: ${shorten(stripMarkdown(opening.text), 200)}`, type: 'event', confidence: 0.8, source: sourceOf(session, opening.time, 'user', opening.text), negated: false, reversal: false });
      }
      const emoji = value('emoji');
      const nature = value('nature');
      title = `Agent identity: ${name}`;
      const shownEmoji = [signature, emoji].filter(Boolean).join(', ');
      summary = shorten(`The agent is ${name}${shownEmoji ? ` (emoji: ${shownEmoji})` : ''}, as defined by the user${session.issue ? ` in issue #${session.issue}` : ''}.${nature ? ` Nature: ${nature}` : ''}`, 380);
      type = 'decision';
    } else if (group.anchor === 'user-identity') {
      const names = (value('name') ?? '').split(' / ').filter(Boolean);
      const shown = names.map((n) => `“${n}”`).join(' or ');
      title = `How to address the user: ${names.join(' or ')}`;
      summary = shorten(`Address the user as ${shown}${/wording dictates/i.test(first.decl.text) ? ', as wording dictates' : ''}. They said: “${first.decl.text}”`, 380);
      type = 'preference';
    } else if (group.anchor === 'preferences') {
      // A rule names a tool loosely ("the broadcast command"); the call that later carried it out
      // names it exactly ("agent-intercom-broadcast"), which is what the next session needs.
      for (const named of toolsCarryingOut(session, group.decls.map((d) => d.decl.text), first.time)) {
        statements.push({ text: `The tool that does “${named.loose}”: \`${named.tool}\``, type: 'fact', confidence: 0.8, source: sourceOf(session, named.time, 'assistant', `called ${named.tool}`), negated: false, reversal: false });
      }
      title = 'Working rules and preferences';
      summary = shorten(`Rules the user set for the agent: ${group.decls.map((d) => d.decl.text).join(' ')}`, 380);
      type = 'preference';
    } else {
      const d = first.decl;
      title = `${d.key ? d.key.charAt(0).toUpperCase() + d.key.slice(1) : 'Decision'}: ${d.value ?? ''}`.trim();
      summary = shorten(d.text, 380);
      type = 'decision';
    }
    // Where the agent wrote it down, right after (".GITCLAW/AGENTS.md", "state/user.md"): what a
    // later session must read to know it.
    const recorded = recordedIn(session, group.anchor, first.time);
    if (recorded.length) {
      statements.push({ text: `Recorded in ${recorded.map((f) => `\`${f}\``).join(', ')}`, type: 'event', confidence: 0.8, source: sourceOf(session, first.time, 'assistant', `wrote ${recorded.join(', ')}`), negated: false, reversal: false });
    }
    out.push({
      ...(group.anchor === 'agent-identity' ? { identity: { name: value('name') ?? 'unnamed', recordedIn: recorded } } : {}),
      ...(group.anchor === 'user-identity' && value('name') ? { addressAs: value('name')!.split(' / ').filter(Boolean) } : {}),
      key: `${session.id}#${group.anchor}`,
      title: shorten(title, 90),
      type,
      summary,
      request: shorten(first.quote, 400),
      statements,
      ...withoutEvidence(),
      declared: true,
      terms: topTerms([
        [title, 3],
        [statements.map((s) => s.text).join(' '), 2],
      ]),
      confidence: 0.9,
      sources: group.decls.map(({ time, quote }) => sourceOf(session, time, 'user', quote)),
      anchor: group.anchor,
    });
  }
  return out;
}

export interface ExtractedSession {
  digest: Omit<Digest, 'hash'>;
  classes: ExchangeClass[];
}

/** A request with what was pasted into it (a log, moved out of the prose as code). */
function pastedWith(ex: Exchange): string {
  return [promptText(ex), ...ex.prompts.flatMap((p) => p.code ?? [])].join('\n');
}

/** A failure one thread reports that a later thread of the session got past ("unable to send
 * broadcast notifications", then a thread of its own: "Broadcast message sent successfully") is
 * history in the first. */
function overcomeElsewhere(subjects: Subject[]): void {
  for (const subject of subjects) {
    const saidBy = new Map<Statement, Subject>();
    for (const s of subjects) {
      if (s === subject) continue;
      for (const st of [...s.statements, { ...s.statements[0], text: s.summary, source: s.sources[s.sources.length - 1] }]) if (st?.source) saidBy.set(st, s);
    }
    const { holding, resolved } = resolvedFailures(subject.statements, [...saidBy.keys()]);
    if (!resolved.length) continue;
    subject.statements = holding;
    // (Overcome by another request, not this one: what failed here was not done for it.)
    subject.corrections.push(...resolved.map(({ failure, by }) => `Earlier failure, overcome on ${by.source.date.slice(0, 10)} by a later request, “${shorten(saidBy.get(by)?.title ?? '', 90)}”: “${failure.text}”`));
  }
}


/**
 * "Explore all angles of 3." names a section of the answer before it by its number: told with its
 * name, "Explore all angles of 3 (GitHub Notifications (built-in)).", it stands alone.
 */
function withNumberNamed(question: string, outline: string[]): string {
  const m = /^(.*?\b(?:of|about|on|option|number|no\.?|#)\s*)(\d{1,2})\b(.*)$/i.exec(question);
  const named = m ? outline.find((o) => o.startsWith(`${m[2]}. `)) : undefined;
  return m && named ? `${m[1]}${m[2]} (${named.slice(m[2].length + 2)})${m[3]}` : question;
}

// An answer that opens by pointing at what was just said: "その挙動は正常です", "That's expected",
// "这是正常的".
const POINTS_BACK = /^(?:(?:その|それ|そちら|この|これ)(?:[はがもの]|挙動|動作|現象|件)|(?:that|this|it)(?:'s| is| was)\b|(?:这|那|這)(?:是|个|個)|isso (?:é|está))/i;

export function extractSession(given: Session): ExtractedSession {
  const session = withoutFailedWrites(given);
  const exchanges = splitExchanges(session);
  const vocab = projectVocabulary(session);
  const delegated = isSubAgentTranscript(session);
  const threads: Thread[] = [];
  const classes: ExchangeClass[] = [];
  const groups = new Map<string, DeclaredGroup>();
  let lastIdentity: 'agent-identity' | 'user-identity' | undefined;
  let current: Thread | undefined;

  for (const ex of exchanges) {
    const prompt = promptText(ex);
    // (Work done before the model API failed is work: its files say what it was.)
    const unanswered = workWithoutReply(ex);
    if (unanswered) {
      ex.answer = unanswered.answer;
      ex.failedAfterWork = unanswered.error;
      ex.answerTime = [...ex.tools].reverse().find((t) => t.filesWritten.length)?.time;
      // (The sentence is Lore's: the source quotes the document the agent wrote, never Lore's words.)
      const doc = [...ex.tools].reverse().find((t) => t.document)?.document;
      const opening = doc?.text.split('\n').map((l) => stripMarkdown(l).trim()).find((l) => l.length >= 12);
      if (opening) ex.answerQuote = `${doc!.file}: ${shorten(opening, 200)}`;
    }
    const digest = digestAnswer(ex.answer);
    let cls = classifyExchange(ex, digest, vocab);
    // "Is it worth switching the front end to Bun now?" names no file or work word, but it
    // follows up on what is being discussed: the thread is its context.
    if ((cls === 'trivia' || cls === 'chat') && current && (digest.length >= 40 || digest.facts.length > 0)) {
      const terms = [...new Set(tokenize(prompt))];
      // "agree", "continue", "同意": the agent goes on with what is being discussed.
      const goOn = ACCEPTANCE.test(prompt.trim()) || /^(?:continue|go on|keep going|next|继续|続けて|continua)\b/i.test(prompt.trim());
      if (goOn || terms.filter((t) => current!.asked.has(t) || current!.answered.has(t)).length >= Math.max(2, Math.ceil(terms.length / 3))) cls = 'substantive';
    }
    classes.push(cls);
    // A long prompt full of imperatives is a task specification or a harness template (Copilot's
    // `/init`), not a person's standing preferences: its rules stay with the task.
    // So is a rule about the task at hand ("don't stop until all functions are ported").
    // (A sub-agent's task was written by the agent that delegated it: nothing in it is the person's.)
    const declarations = delegated ? [] : findDeclarations(prompt).filter((d) => d.kind !== 'rule' || (prompt.length <= 800 && !/\b(?:until|this (?:task|time|port|change|pr|run)|for now)\b/i.test(d.text)));
    const time = ex.prompts[0].time;
    // Only declarations that say something about the agent, the person or a decision count: a
    // template's "Cursor: .cursorrules" lines are neither.
    const kept: Declaration[] = [];
    for (const decl of declarations) {
      let anchor: string;
      if (decl.kind === 'agent-identity' || decl.kind === 'user-identity') {
        anchor = decl.kind;
        lastIdentity = decl.kind;
      } else if (decl.kind === 'attribute') {
        if (!lastIdentity && !AGENT_KEYS.test(decl.key ?? '')) continue;
        anchor = AGENT_KEYS.test(decl.key ?? '') ? 'agent-identity' : (lastIdentity ?? 'agent-identity');
      } else if (decl.kind === 'rule') anchor = 'preferences';
      else anchor = `decision:${tokenize(decl.key ?? '').join('-') || 'general'}`;
      kept.push(decl);
      const group = groups.get(anchor) ?? { anchor, decls: [] };
      group.decls.push({ decl, time, quote: decl.text });
      group.reply ??= ex.answer;
      groups.set(anchor, group);
    }
    const declarative = kept.some((d) => d.kind !== 'rule');
    if (declarative || cls === 'greeting' || cls === 'chat' || cls === 'trivia' || cls === 'failed' || cls === 'no-reply') {
      // A declaration's answer is an acknowledgement; small talk and trivia end the current subject.
      // A decision made in the middle of a discussion ("Let's use per-claim counting") does not:
      // what follows is still about what is being decided.
      const midDiscussion = declarative && current && kept.every((d) => d.kind === 'decision');
      if (midDiscussion) current!.deciding = true;
      else if (cls !== 'failed' && cls !== 'no-reply') current = undefined;
      continue;
    }
    // An interrupted turn's progress notes ("缺的是这个 tool venv 里的包…") are not a finding of their
    // own: they stay with the subject they continue, and start none.
    if (ex.interrupted) {
      if (current) addExchange(current, ex, digest);
      // A request the person cut short before anything changed ("fix up the prompt", then "remove all
      // references to gql also") is still what the next request adds to: it opens the thread.
      else if (cls === 'substantive') {
        current = { exchanges: [], asked: new Set(), answered: new Set(), snapshot: SNAPSHOT_LIST.test(coreRequest(prompt)) };
        addExchange(current, ex, digest);
        threads.push(current);
      }
      continue;
    }
    // "Continue", "Agree", "じゃぁ、それは不要": too short to be a new subject, so part of the last one.
    const short = containsCjk(prompt) ? prompt.trim().length <= 14 : prompt.trim().split(/\s+/).length <= 3;
    const bare = short || /^(?:continue|go on|keep going|next|more|carry on|继续|続けて|continua|continue por favor)[\s.!。！]*$/i.test(prompt.trim()) || ACCEPTANCE.test(prompt.trim());
    if (!current && bare && threads.length) current = threads[threads.length - 1];
    if (current && (short || isContinuation(ex, current))) addExchange(current, ex, digest);
    else if (cls === 'substantive') {
      current = { exchanges: [], asked: new Set(), answered: new Set(), snapshot: SNAPSHOT_LIST.test(coreRequest(prompt)) };
      addExchange(current, ex, digest);
      threads.push(current);
    }
  }
  // Attributes without a name still describe the agent: keep them only when a name was given.
  if (groups.has('agent-identity') && !groups.get('agent-identity')!.decls.some((d) => d.decl.kind === 'agent-identity')) groups.delete('agent-identity');

  const subjects: Subject[] = [];
  threads.forEach((thread, i) => {
    // Keyed by where the subject starts, not by its rank: a subject keeps its key (and its
    // article its id) when a new version of Lore groups other exchanges differently.
    const subject = threadSubject(session, thread, `${session.id}@${new Date(thread.exchanges[0].ex.prompts[0].time).toISOString()}`, exchanges, i === threads.length - 1, i === 0);
    if (subject) subjects.push(subject);
  });
  overcomeElsewhere(subjects);
  removedElsewhere(exchanges, subjects);
  // Analyses belong to the project they were made in; declarations (who the agent is, how the
  // person works) hold wherever the person works.
  if (session.cwd) for (const s of subjects) s.project = session.cwd;
  if (delegated) for (const s of subjects) s.delegated = true;
  subjects.push(...incidentSubjects(session, subjects));
  subjects.push(...declaredSubjects(session, [...groups.values()]));
  subjects.push(...environmentSubjects(session), ...hookSubjects(session));

  const run = summarizeRun(session, exchanges, classes, subjects);
  const observed = observedIn(session);
  const selfDescribed = selfDescriptions(exchanges);
  const edges = replyEdges(exchanges);
  return {
    digest: {
      ...(observed ? { observed } : {}),
      ...(selfDescribed.length ? { self_described: selfDescribed } : {}),
      ...(edges.length ? { reply_edges: edges } : {}),
      version: DIGEST_VERSION,
      session: { id: session.id, ...sessionHeader(session), ...(session.parent ? { parent: session.parent } : {}), ...(session.repo ? { repo: session.repo } : {}), ...(session.cwd ? { project: session.cwd } : {}), ...(session.model ? { model: session.model } : {}) },
      subjects,
      run,
    },
    classes,
  };
}

