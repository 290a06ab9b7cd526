// A cluster becomes an article a librarian would write: the summary first, then the decision or
// key facts (each cited), the context it came from, the rationale, what was done and what is
// still open, the history of what changed, and any conflict.
import type { KnowledgeType, Source } from '../schema/article.ts';
import type { Statement, Subject } from '../schema/digest.ts';
import type { LoreConfig } from '../config/schema.ts';
import type { Cluster, SubjectRef } from './cluster.ts';
import { addCaveat, type ArticleDraft } from './draft.ts';
import { cite, humanDay, quote, where } from './cite.ts';
import { VAGUE_OFFER } from '../extract/offers.ts';
import { REPLY_LOST } from '../extract/tool-evidence.ts';
import { COMPLAINT, REASON_LABEL, SESSION_WORDS, leadLabel } from '../extract/signals.ts';
import { contradicts, isNearDuplicate, termSimilarity } from './similarity.ts';
import { containsCjk, displayWidth, endSentence, sentences, shorten, textKey, tokenize } from '../lib/text.ts';
import { pathLeaf } from '../lib/paths.ts';

// Words every session uses: a failure and a note sharing only these are about different things.
const GENERIC_TERMS = new Set(tokenize(SESSION_WORDS));

// A request for a procedure: "how to add more", "How do I…", "手順", "怎么", "如何", "como".
const HOW_TO = /\bhow (?:to|do|can|should|would)\b|\bsteps? (?:to|for)\b|\bset ?up\b|\binstall\b|手順|方法|怎么|如何|步骤|\bcomo\b|\bcómo\b/i;

const TYPE_RANK: Record<KnowledgeType, number> = { decision: 0, preference: 1, limitation: 2, architecture: 3, fact: 4, event: 5, question: 6, action: 7 };

export interface ComposeContext {
  config: LoreConfig;
  repo?: string;
  now: Date;
  /** The project a session worked in ("agent-engram"), set only when the sessions span several:
   * a knowledge base of one project need not say which. */
  projectOf?: (session: string) => string | undefined;
}

/** Where a source was said, with its project when the knowledge base spans several. */
function whereIn(src: Source, ctx: ComposeContext): string {
  const project = ctx.projectOf?.(src.session);
  return `${where(src, ctx.repo)}${project ? ` of ${project}` : ''}`;
}

function sourceKey(s: Source): string {
  return `${s.session}|${s.date}|${s.role ?? ''}`;
}

// Documents, not code: what a design session writes.
const DOCUMENT_FILE = /\.(?:md|mdx|markdown|txt|rst|adoc|org)$/i;
// A question about the law: copyright, licences, trademarks, liability, privacy law.
const LEGAL = /\b(?:copyright|licen[cs](?:e|ing)|trademark|patent|liabilit(?:y|ies)|GDPR|legal(?:ly)?|lawsuit|terms of service)\b|著作権|ライセンス|版权|许可证|direitos autorais|licença/i;

/** "Renamed or removed", or "Renames and removals planned" where the work changed no code. */
function renamedSection(renamed: Subject['renamed'], planned: boolean, ctx: ComposeContext): ArticleDraft['sections'][number] {
  const to = renamed.filter((r) => r.to);
  const gone = renamed.filter((r) => !r.to);
  const at = cite(renamed[0].source, ctx.repo);
  return {
    heading: planned ? 'Renames and removals planned' : 'Renamed or removed',
    lines: [
      ...(planned ? ['- Planned, not done: the work changed no code, only documents.'] : []),
      ...(to.length ? [`- ${planned ? 'To rename' : 'Renamed'}: ${to.map((r) => `\`${r.from}\` → \`${r.to}\``).join('; ')} — ${at}`] : []),
      ...(gone.length ? [`- ${planned ? 'To remove' : 'Removed'}: ${gone.map((r) => `\`${r.from}\``).join(', ')} — ${at}`] : []),
    ],
  };
}

/** Issues created, commits pushed: the Outcome line for work done by commands, counted over the article's sessions. */
function commandsRan(subjects: Subject[]): string | undefined {
  const counts = new Map<string, number>();
  for (const r of subjects.flatMap((s) => s.ran)) counts.set(r.command, (counts.get(r.command) ?? 0) + r.count);
  if (!counts.size) return undefined;
  return `- Commands that changed something: ${[...counts].slice(0, 8).map(([command, n]) => `\`${command}\`${n > 1 ? ` (${n} times)` : ''}`).join(', ')}`;
}

/** What the person reported going wrong, with the agent's explanation, which nothing checks. */
function reportedLine(r: Subject['reported'][number], ctx: ComposeContext): string {
  return `- The person reported ${where(r.source, ctx.repo)} on ${humanDay(r.source.date)}: ${quote(endSentence(r.text))}${r.explanation ? ` The agent's explanation (not checked): ${quote(r.explanation.text)}` : ''}`;
}

export function uniqueSources(sources: Source[]): Source[] {
  const seen = new Map<string, Source>();
  for (const s of sources) if (!seen.has(sourceKey(s))) seen.set(sourceKey(s), s);
  return [...seen.values()].sort((a, b) => a.date.localeCompare(b.date) || a.session.localeCompare(b.session) || (a.role ?? '').localeCompare(b.role ?? ''));
}

/** Statements of a cluster with near-duplicates folded together (the earliest wording wins). */
export function mergeStatements(statements: Statement[], threshold: number): { statement: Statement; also: Source[] }[] {
  const out: { statement: Statement; also: Source[] }[] = [];
  // The same words again (the same fact in many sessions) are found by a lookup, not a scan.
  const exact = new Map<string, { statement: Statement; also: Source[] }>();
  for (const s of statements) {
    const norm = s.text.toLowerCase().replace(/\s+/g, ' ').trim();
    const again = exact.get(norm);
    if (again) {
      again.also.push(s.source);
      continue;
    }
    const same = out.find((o) => (o.statement.key && s.key ? o.statement.key.toLowerCase() === s.key.toLowerCase() && o.statement.value === s.value : isNearDuplicate(o.statement.text, s.text, threshold)));
    if (same) same.also.push(s.source);
    else {
      const entry = { statement: s, also: [] as Source[] };
      out.push(entry);
      exact.set(norm, entry);
    }
  }
  return out;
}

const RATIONALE = /\b(?:because|since|so that|in order to|the reason|this means|which means|due to|as a result|the (?:main )?(?:advantage|benefit) (?:is|of)|porque|pois|já que|devido a|para que)\b|因为|由于|原因是|理由是|优势在于|好处是|为了|ため[、。]|ので[、。]|理由は|メリットは/i;

function rationaleOf(subjects: Subject[]): string[] {
  const lines: string[] = [];
  for (const s of subjects) {
    for (const text of [s.summary, ...s.statements.map((st) => st.text)]) {
      for (const sentence of text.split(/(?<=[.!?])\s+|(?<=[。！？])/)) {
        const m = RATIONALE.exec(sentence);
        if (!m || displayWidth(sentence) <= 30) continue;
        // "Skip FirstAvailable for now (because it is a dynamic request)": the reason is the clause
        // from its marker on; the decision itself is already listed.
        // It keeps the head of what it explains: "先skip firstavailable的配额检查吧 — 因为这是一个动态的请求".
        const head = sentence.slice(0, m.index).split(/[，,;；]/)[0].replace(/[\s(（\[—–-]+$/, '').trim();
        const reason = m.index > 10 ? `${head} — ${sentence.slice(m.index).replace(/[)）\]]+[.。]?\s*$/, '').trim()}` : sentence;
        const line = reason.charAt(0).toUpperCase() + reason.slice(1);
        if (displayWidth(line) >= 8 && !lines.includes(line)) lines.push(line);
      }
    }
  }
  return lines.slice(0, 4);
}

// A narrower measure, "How big is .GITCLAW, just the code?" after its total size, is another figure
// of the same subject, not the first one taken again.
const NARROWER = /\b(?:just|only|excluding|without|except|apart from)\b|只|のみ|だけ|apenas|sólo|solo/i;

// An amount of money: "$15-30/mês", "US$ 20", "€9", "R$ 50", "200 元", "¥1000", "20 USD".
const PRICE = /(?:US|R|A|C|NZ)?\$\s?\d|€\s?\d|£\s?\d|¥\s?\d|\d[\d,.]*\s?(?:€|USD|EUR|BRL|GBP|JPY|CNY|dollars?|reais|euros?|元|円)(?![\w])/i;

// What a document that proposes work is called.
const PLAN_WORDS = /\b(?:plan|planning|strategy|proposal|roadmap|design|blueprint|restructur\w*)\b|計画|方針|设计|计划|方案|提案|plano|proposta/i;

function contextLine(ref: SubjectRef, ctx: ComposeContext, first: boolean, founderRequest?: string): string {
  const s = ref.subject;
  const src = s.sources[0];
  const when = humanDay(src.date);
  if (s.declared) return `Stated by the user ${whereIn(src, ctx)} on ${when}: ${quote(shorten(s.request, 220))}`;
  // Whether the work changed the repository, the answer rests on it (files read, commands run),
  // or on the agent alone.
  // (Commands alone, "qzcli logs …", looked at something, not necessarily at the repository.)
  const checked = s.files.length || s.deleted?.length ? ' (worked on in the repository)' : s.readRepo ? ' (answered from the repository)' : s.verified ? ' (answered after running commands)' : '';
  // (A subject nobody asked about: an error the harness reported.)
  if (!s.request) return `${s.key.includes('#hook:') ? 'Told to the agent by a hook' : "Reported by the agent's harness"} ${whereIn(src, ctx)} on ${when}.`;
  if (s.delegated) return `Delegated to a sub-agent ${whereIn(src, ctx)} on ${when}${checked}, by the agent it worked for: ${quote(shorten(s.request, 220))}.`.replace(/([?!.])”\./, '$1”');
  // ("Asked again" only for the same question: a follow-up on the subject was "also asked".)
  const again = first || !founderRequest || termSimilarity(s.request, founderRequest) >= 0.5 ? 'Asked again' : 'Also asked';
  // (A failure the person reported was not a question.)
  if (s.incident) return `Reported ${whereIn(src, ctx)} on ${when}: ${quote(shorten(s.request, 220))}.`.replace(/([?!.])”\./, '$1”');
  // (A slash command the harness expanded is what the person asked; its expansion says what it meant.)
  if (s.command) return `${first ? 'Asked' : again} with \`${s.command}\` ${whereIn(src, ctx)} on ${when}${checked}, which the harness expands to: ${quote(shorten(s.request, 200))}.`.replace(/([?!.])”\./, '$1”');
  return `${first ? 'Asked' : again} ${whereIn(src, ctx)} on ${when}${checked}: ${quote(shorten(s.request, 220))}.`.replace(/([?!.])”\./, '$1”');
}

function typeOfCluster(members: SubjectRef[]): KnowledgeType {
  const type = [...members].sort((a, b) => TYPE_RANK[a.subject.type] - TYPE_RANK[b.subject.type])[0].subject.type;
  // Work on which the person chose, twice or more, among what the agent offered ("→ 完全移行 (not
  // the recommended 後方互換あり)", "For 1. use the regex") is a decision record: what was decided
  // is what a reader comes for, and it is listed under Decision.
  const chosen = members.flatMap((m) => m.subject.statements).filter((s) => s.type === 'decision' && s.source.role === 'user').length;
  return chosen >= 2 && (type === 'fact' || type === 'architecture') ? 'decision' : type;
}

function confidenceOf(members: SubjectRef[]): number {
  const sessions = new Set(members.map((m) => m.sessionId)).size;
  const best = Math.max(...members.map((m) => m.subject.confidence));
  return Math.round(Math.min(0.95, best + 0.05 * (sessions - 1)) * 100) / 100;
}

function addDays(iso: string, days: number): string {
  const d = new Date(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Bullet for a statement, cited. */
function bullet(statement: Statement, also: Source[], ctx: ComposeContext): string {
  // Said again in other sessions is confirmation; repeated within the same one is not.
  const others = new Set(also.map((a) => a.session).filter((x) => x !== statement.source.session)).size;
  const more = others ? ` (confirmed in ${others === 1 ? 'another session' : `${others} other sessions`})` : '';
  return `- ${statement.text.replace(/\s+/g, ' ').trim()} — ${cite(statement.source, ctx.repo)}${more}`;
}

/** Articles for an analysis cluster: always one; disputed when its sessions contradict each other. */
export function composeAnalysis(cluster: Cluster, ctx: ComposeContext): ArticleDraft {
  const members = cluster.members;
  const founder = members[0].subject;
  const subjects = members.map((m) => m.subject);
  const type = typeOfCluster(members);
  const statements = mergeStatements(
    subjects.flatMap((s) => s.statements),
    ctx.config.curation.similarityThreshold,
  );
  const sections: ArticleDraft['sections'] = [];
  const factHeading = type === 'decision' ? 'Decision' : type === 'limitation' ? 'Key facts and limitations' : 'Key facts';
  // A key fact that only repeats the summary ("Bottom line: …" under a summary that is it) goes.
  const said = textKey(founder.summary);
  const answered = subjects.flatMap((s) => s.asked ?? []).map((a) => textKey(a.answer));
  const keys = statements.map((s) => textKey(s.statement.text));
  const labelOf = (t: string) => /^([^:：]{2,40})[:：]\s*/.exec(t)?.[1].trim().toLowerCase();
  const bodies = statements.map((s) => textKey(s.statement.text.replace(/^[^:：]{2,40}[:：]\s*/, '')));
  // A list told whole ("Custos iniciais: MVP: …; Desenvolvimento: …") beside two or more of its
  // own items, which are listed too, says each thing twice: the items stay.
  const wholeLists = new Set(keys.map((_, i) => i).filter((i) => keys.filter((o, j) => j !== i && o.length >= 8 && keys[i].length > o.length && keys[i].includes(o)).length >= 2));
  // (What the work came to is told under Outcome, not also among the key facts.)
  const outcomes = new Set(subjects.filter((s) => s.outcome && !s.summary.includes(s.outcome)).map((s) => textKey(s.outcome!)));
  // Reasons given for the verdict ("不太建议现在切的原因: …") are its rationale, not more facts.
  const reasons = statements.filter((s) => s.statement.type !== 'decision' && REASON_LABEL.test(leadLabel(s.statement.text)));
  // The person's own words for a decision a table row then records ("切到方案B…" beside "方案选择: 切到方案 B…")
  // are that row: the row stays, its wording is the table's. (Their reason still reaches Rationale.)
  const rowTerms = statements.filter((s) => s.statement.type === 'decision' && s.statement.key).map((s) => new Set(tokenize(s.statement.text)));
  const rowTexts = statements.filter((s) => s.statement.type === 'decision' && s.statement.key).map((s) => s.statement.text);
  const restated = (s: (typeof statements)[number]) => {
    if (s.statement.type !== 'decision' || s.statement.key || s.statement.source.role !== 'user') return false;
    const own = new Set(tokenize(s.statement.text));
    if (rowTerms.some((row) => [...own].filter((t) => row.has(t)).length >= Math.min(own.size, row.size) * 0.5)) return true;
    // (In another language than the table, "先skip firstavailable的配额检查吧" shares few words with
    // "FirstAvailable 跳过 quota", but it names the same identifier, and only that one.)
    const names = [...new Set((s.statement.text.match(/[A-Za-z][A-Za-z0-9_]{7,}/g) ?? []).map((n) => n.toLowerCase()))];
    return containsCjk(s.statement.text) && names.length === 1 && rowTexts.filter((row) => row.toLowerCase().includes(names[0])).length === 1;
  };
  // (A step of the procedure listed under Steps is not a fact again.)
  const stepKeys = new Set(subjects.flatMap((x) => x.steps).map((x) => textKey(x)));
  // What the person said back to a failure since overcome ("Intercom note: I was unable to send
  // broadcast notifications", then "The user noted: /mcp show clearly indicates that agent-intercom
  // is running") is part of that failure's story: History, beside it, not a key fact of the subject.
  const overcome = subjects.flatMap((x) => x.corrections).filter((c) => /^Earlier failure, overcome/.test(c));
  const termsOf = (t: string) => new Set(tokenize(t).filter((w) => w.length >= 4 && !GENERIC_TERMS.has(w)));
  const answeredFailure = new Map<Statement, string>();
  for (const { statement } of statements) {
    if (!/^The user noted: /.test(statement.text)) continue;
    const mine = termsOf(statement.text);
    const failure = overcome.find((c) => [...termsOf(c)].some((t) => mine.has(t)));
    if (failure) answeredFailure.set(statement, failure);
  }
  // What the plan the work followed says it is for is the article's first section (the work's own
  // report rarely says why).
  const purpose = subjects.find((s) => s.purpose)?.purpose;
  // (Not twice: work done to the plan already opens its summary with it.)
  if (purpose && !founder.summary.startsWith('Purpose: ')) sections.push({ heading: 'Purpose', lines: [`- From the plan's ${purpose.heading} (\`${purpose.file}\`): ${purpose.text} — ${cite(purpose.source, ctx.repo)}`] });
  // What History says no longer holds is not also a key fact ("First version, revised…" quoting the
  // first summary, which a statement also told).
  const retired = subjects
    .flatMap((x) => x.corrections)
    .filter((c) => /no longer holds|^First version, revised/.test(c))
    .map((c) => textKey(/“([\s\S]*)”/.exec(c)?.[1] ?? ''))
    .filter((k) => k.length >= 20);
  const facts = statements.filter((s, i) => {
    if (answeredFailure.has(s.statement)) return false;
    if (retired.some((r) => r.includes(textKey(s.statement.text).slice(0, 60)) || textKey(s.statement.text).includes(r.slice(0, 60)))) return false;
    if (reasons.includes(s) || restated(s) || stepKeys.has(textKey(s.statement.text))) return false;
    // (Without its label: "Coverage & Tests — 29 unit tests" is in a summary that counts "29 unit tests".)
    const k = textKey(s.statement.text.replace(/^[^:：—]{2,24}(?:[:：]| — )\s*/, ''));
    if (wholeLists.has(i) || outcomes.has(keys[i])) return false;
    // A fact another fact already says in full (one item beside its list, a sentence inside a
    // longer answer) goes; the fuller one stays.
    // (Told under its own label, only the fact's words count; under another label, its label too:
    // the Read and Write rows of one table say the same values about different things.)
    const label = labelOf(s.statement.text);
    if (keys[i].length >= 12 && statements.some((o, j) => j !== i && !wholeLists.has(j) && keys[j].length > keys[i].length && keys[j].includes(label !== undefined && labelOf(o.statement.text) === label ? bodies[i] : keys[i]))) return false;
    // (Told with its question under Follow-up questions: not again among the key facts.)
    if (k.length >= 12 && answered.some((a) => a.includes(k.slice(0, 80)))) return false;
    // Contained in the summary, or containing it with little more: the same thing said twice.
    // (A row of a decision table stays: the Decision section lists every one.)
    if (s.statement.type === 'decision' && s.statement.key) return true;
    return k.length < (containsCjk(k) ? 5 : 12) || !(said.includes(k.slice(0, 80)) || (k.includes(said.slice(0, 80)) && k.length <= said.length * 1.3));
  });
  // A decision table's rows are all kept (each is something settled); other facts, the first 14.
  // (Every decision shows, however many: the cap is for the rest.)
  const factCount = Math.max(14, facts.filter((s) => s.statement.type === 'decision').length + 4);
  // The most trusted first when there are more than fit, shown in the order they were said.
  const trusted = new Set(facts.map((s, i) => ({ s, i })).sort((a, b) => b.s.statement.confidence - a.s.statement.confidence || a.i - b.i).slice(0, factCount).map((x) => x.s));
  const shownFacts = facts.filter((s) => trusted.has(s));
  // Under "Decision", only what was decided; what informed it (options weighed, findings) is
  // listed apart, so an option nobody chose never reads as the decision.
  const decided = type === 'decision' ? shownFacts.filter((s) => s.statement.type === 'decision') : [];
  if (decided.length) {
    sections.push({ heading: 'Decision', lines: decided.map((s) => bullet(s.statement, s.also, ctx)) });
    const rest = shownFacts.filter((s) => s.statement.type !== 'decision');
    if (rest.length) sections.push({ heading: 'Key facts', lines: rest.map((s) => bullet(s.statement, s.also, ctx)) });
  } else if (shownFacts.length) sections.push({ heading: factHeading, lines: shownFacts.map((s) => bullet(s.statement, s.also, ctx)) });
  // A follow-up question is told with its answer: asked later in the thread, or a subject of its
  // own in the same session that joined this one. In the order they were asked.
  const sameSession = (s: Subject) => s.sources[0]?.session === founder.sources[0]?.session;
  // (What the harness reported again, with no question asked, is no finding: its words are a key fact.)
  const later = subjects.slice(1).filter((s) => s.summary && s.summary !== founder.summary && s.request);
  const followUps = [
    ...subjects.flatMap((s) => s.asked ?? []).map((a) => ({ at: a.source.date, line: `- ${quote(shorten(a.question, 160))} ${a.answer} — ${cite(a.source, ctx.repo)}` })),
    ...later.filter(sameSession).map((s) => ({ at: s.sources[0].date, line: `- ${quote(shorten(s.request, 160))} ${s.summary} — ${cite(s.sources[s.sources.length - 1], ctx.repo)}` })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (followUps.length) sections.push({ heading: 'Follow-up questions', lines: followUps.map((f) => f.line) });
  if (subjects.length > 1) {
    // What a later session added: its summary, or its figures when the summary has none.
    const finding = (s: Subject) => (/\d/.test(s.summary) ? s.summary : (s.statements.find((st) => /\d/.test(st.text) && st.source.role === 'assistant')?.text ?? s.summary));
    // (A finding the key facts already tell, word for word, sentence by sentence, is not told again.)
    const told = shownFacts.map((x) => textKey(x.statement.text));
    const isTold = (text: string) => told.some((t) => t.includes(textKey(text).slice(0, 60)));
    const findings = later.filter((s) => !sameSession(s) && !isTold(finding(s)) && !sentences(finding(s)).every(isTold));
    if (findings.length) sections.push({ heading: 'Later findings', lines: findings.map((s) => `- ${finding(s)} — ${cite(s.sources[s.sources.length - 1], ctx.repo)}`) });
  }
  // Prices and quotas the agent quoted from memory ("GCP: $15-30/mês", "grátis até 60 req/min")
  // read like facts; unless a session looked them up, the reader is told they were not.
  const priced = [founder.summary, ...statements.map((x) => x.statement.text)].filter((t) => PRICE.test(t)).length;
  const unchecked = priced >= 2 && !subjects.some((x) => x.lookedUp);
  // (Caveats come first, before what they warn about.)
  const caveat = (line: string) => addCaveat({ sections }, line);
  if (unchecked) caveat("- The prices and limits here are the agent's own figures: no session looked them up (no web fetch or search), so check them before relying on them.");
  // The agent's reading of the law ("Keep LICENSE.md in the root… it applies to all files") is an
  // opinion nobody checked, however confidently it is put.
  const legal = LEGAL.test(`${founder.title} ${founder.request}`) && !subjects.some((x) => x.lookedUp);
  if (legal) caveat("- The agent's reading of copyright and licensing, not legal advice: no session looked it up beyond the repository (no web search or fetch), so have it checked before relying on it.");
  // "Why are you not remembering who I told you are?": the person reports a failure of the agent's,
  // and the answer is the agent explaining itself, which no session checks. The report is what
  // happened; the explanation is told as one.
  const complaint = type === 'limitation' && COMPLAINT.test(founder.request) ? founder.request : undefined;
  if (complaint) caveat("- The agent's own explanation of a failure the person reported; no session checks it.");
  // (A file rewritten whole after a botched edit may have lost what the edit did not mean to touch.)
  for (const m of subjects.flatMap((s) => s.mishaps).slice(0, 2)) caveat(`- The agent reported damage it did during the work: ${quote(m.text)} (${cite(m.source, ctx.repo)}).`);
  sections.push({ heading: 'Context', lines: members.map((m, i) => `- ${contextLine(m, ctx, i === 0, members[0].subject.request)}`) });
  // A rationale explains a choice: only decisions and preferences have one.
  const rationale = [...(type === 'decision' || type === 'preference' ? rationaleOf(subjects).map((r) => `- ${r}`) : []), ...reasons.slice(0, 6).map((r) => bullet(r.statement, r.also, ctx))];
  if (rationale.length) sections.push({ heading: 'Rationale', lines: rationale });
  // What the work renames or removes: the next session searches for the new names.
  const renamed = subjects.flatMap((s) => s.renamed);
  // (Done only where the work changed code; a session that wrote only documents planned them.)
  const planned = !subjects.some((s) => s.files.some((f) => !DOCUMENT_FILE.test(f)));
  if (renamed.length) sections.push(renamedSection(renamed, planned, ctx));
  const steps = subjects.map((s) => s.steps).find((x) => x.length);
  // (Not when the summary already walks through them: a plan carried out is summed up by its steps.)
  // (Asked how to do something, or done, they are the procedure; in an answer to another question,
  // "What is the viability of…", they are what the agent suggests.)
  // (A hook's steps are what it requires.)
  const procedure = subjects.some((s) => HOW_TO.test(s.request) || s.files.length || s.key.includes('#hook:'));
  if (steps && !textKey(founder.summary).includes(textKey(steps[0]).slice(0, 40))) sections.push({ heading: procedure ? 'Steps' : 'Suggested steps', lines: steps.map((step, i) => `${i + 1}. ${step}`) });
  // (Not the answer's own title: "Broad Vectors of GitHub Intelligence" over "Vectors of GitHub Intelligence".)
  const unnumbered = (o: string) => o.replace(/^\d+\.\s+/, '');
  const outline = [...new Set(subjects.flatMap((s) => s.outline))].filter((o) => termSimilarity(unnumbered(o), founder.title) < 0.6);
  // The answer's outline helps where the key facts are few, and where the answer surveyed many
  // parts in numbered sections ("roughly 10 broad vectors", "### 1. Git History & Commits"…): the
  // key facts can tell two of them, the numbered sections name them all.
  const numbered = outline.filter((o) => /^\d+\.\s/.test(o));
  const covered = numbered.length >= 4 ? numbered : statements.length < 5 ? outline : [];
  // (Each with what the answer said under it, unless a key fact already says it.)
  const gists = Object.assign({}, ...subjects.map((s) => s.gists)) as Record<string, string>;
  const told = textKey(statements.map((s) => s.statement.text).join(' '));
  // (Not in a decision record: what was decided holds, and an early section's first sentence may be
  // what the discussion then overturned, "没有 Exactly 这个子结构" before "req.Exactly 路径是正确的".)
  const gist = (o: string) => (type !== 'decision' && gists[o] && !told.includes(textKey(gists[o]).slice(0, 40)) ? `: ${gists[o]}` : '');
  if (covered.length >= 3) sections.push({ heading: 'What the answer covered', lines: covered.slice(0, 12).map((o) => `- ${unnumbered(o)}${gist(o)}`) });
  // A file a later subject deleted is gone; one a later subject wrote again is back.
  const state = new Map<string, 'written' | 'deleted'>();
  for (const s of subjects) {
    for (const f of s.files) state.set(f, 'written');
    for (const f of s.deleted ?? []) state.set(f, 'deleted');
  }
  const files = [...state].filter(([, c]) => c === 'written').map(([f]) => f);
  const gone = [...state].filter(([, c]) => c === 'deleted').map(([f]) => f);
  const done = subjects.flatMap((s) => s.offers.filter((o) => o.accepted && o.done));
  // (A result the summary already tells, as a revision, is not said twice.)
  const results = subjects.filter((s) => s.outcome && !s.summary.includes(s.outcome)).map((s) => `- Result: ${s.outcome} — ${cite(s.sources[s.sources.length - 1], ctx.repo)}`);
  const shown = files.slice(0, 12);
  const ran = commandsRan(subjects);
  // (What the agent offered at the end that nobody answered: not done, and no task either.)
  const unanswered = [...new Set(subjects.flatMap((s) => s.offers.filter((o) => o.accepted === undefined && !o.done && !o.takenUp && !VAGUE_OFFER.test(o.text) && o.text.split(/\s+/).length >= 3).map((o) => `- Offered, with no answer: ${o.text.replace(/\.$/, '')} (${humanDay(o.time)})`)))];
  const outcome = [
    // (The reply lost after the work was done is no work left undone: said as what it is.)
    ...[...new Set(subjects.flatMap((s) => s.notDone))].map((x) => (x.startsWith(REPLY_LOST) ? `- Reply not sent, though the work was done: ${x.slice(REPLY_LOST.length)}.` : `- Not done: ${x}.`)),
    ...results,
    ...subjects.flatMap((s) => s.printed).map((p) => `- Result in the command output: ${p.lines.join('; ')} — ${cite(p.source, ctx.repo)}`),
    ...done.map((o) =>
      o.reversed
        ? `- Done as the agent offered and the person agreed (${humanDay(o.time)}), then reversed (${humanDay(o.reversed.time)}): ${o.text.replace(/\.$/, '')} — they said “${o.reversed.quote}”`
        : // (The words are the agent's offer; the person said yes to it, or asked for it later.)
          `- Done as the agent offered and the person ${o.takenUp ? `asked for later (${humanDay(o.takenUp)})` : `agreed (${humanDay(o.time)})`}: ${o.text}`,
    ),
    ...(shown.length ? [`- Files written: ${shown.map((f) => `\`${f}\``).join(', ')}${files.length > shown.length ? ` and ${files.length - shown.length} more` : ''}`] : []),
    ...(gone.length ? [`- Files deleted: ${gone.slice(0, 12).map((f) => `\`${f}\``).join(', ')}${gone.length > 12 ? ` and ${gone.length - 12} more` : ''}`] : []),
    ...(ran ? [ran] : []),
    ...unanswered.slice(0, 3),
  ];
  if (outcome.length) sections.push({ heading: 'Outcome', lines: outcome });
  // What the person reported going wrong on the way, and what the agent made of it (unchecked).
  const reported = subjects.flatMap((s) => s.reported);
  if (reported.length) sections.push({ heading: 'Reported on the way', lines: reported.map((r) => reportedLine(r, ctx)) });
  const questions = [...new Set(subjects.flatMap((s) => s.questions))];
  if (questions.length) sections.push({ heading: 'Open questions', lines: questions.map((q) => `- ${q}`) });
  // Left open when the last session ended, unless a later one took it up.
  const open = subjects[subjects.length - 1].unfinished;
  if (open) {
    sections.push({
      heading: 'Status',
      lines: [`- Unresolved: the session ended on ${humanDay(open.time)} with its last turn interrupted, before anything was changed.${open.next ? ` The person's last instruction: “${open.next}”` : ''}`],
    });
    // What was ruled out or established on the way is what the next person starts from.
    const found = open.found.filter((f) => !founder.summary.includes(f.text.slice(0, 30)));
    if (found.length) sections.push({ heading: 'Found on the way', lines: found.map((f) => `- ${f.text} — ${cite(f.source, ctx.repo)}`) });
  }

  // A sub-agent's plan that no session carried out is a proposal, not how things are.
  const proposal = subjects.every((s) => s.delegated) && !files.length && !gone.length && PLAN_WORDS.test(`${founder.title} ${founder.request}`);
  if (proposal) sections.push({ heading: 'Status', lines: ['- Proposed: a plan a sub-agent drew up for the agent it worked for; no session here shows it carried out.'] });

  // A guide or design the agent wrote ("HAWZX-AI-GUIDE.md": Vertex AI, Kubernetes) says how the
  // project could be, not how it is: its facts are told as the document's proposal.
  const plans = files.filter((f) => /\.(?:md|mdx|txt)$/i.test(f) && /guide|plan|roadmap|design|proposal|architecture|spec|blueprint/i.test(pathLeaf(f)));
  const quoted = plans.filter((f) => statements.some((x) => x.statement.text.startsWith(`In ${pathLeaf(f)}:`)));
  const proposed = proposal || quoted.length > 0;
  if (!proposal && quoted.length) {
    sections.push({ heading: 'Status', lines: [`- Proposed: ${quoted.map((f) => `\`${pathLeaf(f)}\``).join(', ')} ${quoted.length > 1 ? 'are documents' : 'is a document'} the agent wrote; the facts quoted from ${quoted.length > 1 ? 'them' : 'it'} describe the project as planned, not as built.`] });
  }

  // Contradictions inside the subject: the same claim, negated, in another session.
  const conflict: string[] = [];
  // One statement per distinct text (a fact restated in a hundred sessions is compared once).
  const byText = new Map<string, Statement>();
  for (const s of subjects.flatMap((x) => x.statements)) if (!byText.has(s.text)) byText.set(s.text, s);
  const all = [...byText.values()];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      if (all[i].source.session === all[j].source.session) continue;
      if (contradicts(all[i].text, all[j].text)) {
        conflict.push(`- ${quote(all[i].text)} — ${cite(all[i].source, ctx.repo)}`, `- ${quote(all[j].text)} — ${cite(all[j].source, ctx.repo)}`);
      }
    }
  }
  const snapshot = founder.snapshot;
  const lastDate = members[members.length - 1].subject.sources.at(-1)!.date;
  const expires = snapshot ? addDays(lastDate, ctx.config.curation.snapshotDays) : undefined;
  const expired = expires !== undefined && expires < ctx.now.toISOString().slice(0, 10);
  // An outdated snapshot says why, so a reader knows to measure again rather than trust it.
  if (expired) sections.push({ heading: 'Status', lines: [`- Outdated: a snapshot of ${humanDay(lastDate)} (sizes, counts, a status); snapshots are taken as current for ${ctx.config.curation.snapshotDays} days, so this one lapsed on ${humanDay(`${expires}T00:00:00Z`)}. Measure again for today's figures.`] });
  return {
    id: '',
    topic: ctx.config.topicOf[type],
    founder: cluster.founder,
    ...(renamed.length ? { renamed: renamed.map(({ from, to }) => ({ from, ...(to ? { to } : {}), ...(planned ? { planned } : {}) })) } : {}),
    // (Titled by what the person reported, not by the agent's excuse stated as a fact: "The agent
    // doesn't have memory across conversations" is what it said, not what was shown.)
    title: complaint ? `Reported: “${shorten(complaint.split(/(?<=[?？])\s/)[0], 100)}”` : founder.title,
    summary: complaint ? shorten(`Asked “${shorten(complaint, 160)}”, the agent explained: ${founder.summary}`, 400) : shorten(founder.summary, 400),
    type,
    // (An incident put right by hand stays current: what failed can fail again.)
    status: conflict.length ? 'disputed' : expired ? 'outdated' : 'current',
    // (Figures nobody checked, and plans nobody is shown carrying out, are worth at most medium
    // confidence: the index and the site must not call a proposal "high".)
    confidence: unchecked || legal || proposed || complaint ? Math.min(0.5, confidenceOf(members)) : confidenceOf(members),
    ...(proposed ? { proposed } : {}),
    sources: uniqueSources(subjects.flatMap((s) => [...s.sources, ...s.statements.map((st) => st.source), ...(s.purpose ? [s.purpose.source] : [])])),
    tags: [],
    related: [],
    supersedes: [],
    disputed_with: [],
    ...(expires ? { expires } : {}),
    sections,
    conflict: conflict.length ? conflict.slice(0, 8) : undefined,
    ...(subjects.some((s) => s.corrections.length)
      ? { history: subjects.flatMap((s) => s.corrections.flatMap((c) => [`- ${c}`, ...[...answeredFailure].filter(([, f]) => f === c).map(([st]) => `- ${st.text.replace(/^The user noted: /, 'The user then noted: ')} — ${cite(st.source, ctx.repo)}`)])) }
      : {}),
    // The summaries say the main thing, often in words no key fact repeats.
    // What the work came to says what holds too ("setup.sh は … direnv allow は実行しません"). A list
    // told as one line ("a; b; c") is a claim per item.
    claims: [
      ...subjects.flatMap((s) => (s.summary && s.sources.length ? claimParts(s.summary).map((text) => ({ text, source: s.sources[s.sources.length - 1], main: true })) : [])),
      // (What a document the agent wrote says is not set against other sessions: it is the agent's
      // prose, often a pitch, not a claim made in the conversation.)
      ...statements.filter((s) => s.statement.source.role !== 'tool').flatMap((s) => claimParts(s.statement.text).map((text) => ({ text, source: s.statement.source }))),
      ...subjects.flatMap((s) => (s.outcome && s.sources.length ? claimParts(s.outcome).map((text) => ({ text, source: s.sources[s.sources.length - 1] })) : [])),
    ],
    wrote: subjects.flatMap((s) => s.files.map((file) => ({ file, date: s.sources[s.sources.length - 1]?.date ?? '', project: s.project }))),
    removed: subjects.flatMap((s) => (s.deleted ?? []).map((file) => ({ file, date: s.sources[s.sources.length - 1]?.date ?? '', project: s.project }))),
  };
}

/** Figures an analysis measured ("285 commits ahead", "+8,372 lines"), from its assistant statements. */
function measuredFigures(subject: Subject): Set<string> {
  const out = new Set<string>();
  for (const st of subject.statements) {
    if (st.source.role !== 'assistant') continue;
    for (const n of st.text.match(/\d[\d,.]*\d|\d/g) ?? []) {
      const v = n.replace(/,/g, '');
      // Small numbers are list positions and counts of things, not measurements.
      if (Number(v) >= 10 && !/^(?:19|20)\d\d$/.test(v)) out.add(v);
    }
  }
  return out;
}

/**
 * An analysis cluster, split where a later session replaces it:
 * - it explicitly reverses the decision ("switch from X to Y"), or
 * - the same question was asked again and measured again with other figures (the fork was
 *   285 commits ahead on the 20th, 349 on the 22nd).
 * The older part becomes a superseded article (its text kept), the newer one supersedes it and
 * says what it replaced in its History.
 */
export function composeAnalysisCluster(cluster: Cluster, ctx: ComposeContext, earlier: SubjectRef[] = []): ArticleDraft[] {
  const founder = cluster.members[0];
  // A reversal that says what was already decided (the same decision restated) changes nothing.
  const restated = (i: number) => {
    const reversal = cluster.members[i].subject.statements.find((s) => s.reversal)!;
    return cluster.members.slice(0, i).some((m) => m.subject.statements.some((s) => isNearDuplicate(s.text, reversal.text, ctx.config.curation.similarityThreshold)));
  };
  const reverses = (m: SubjectRef, i: number) => m.subject.type === 'decision' && m.subject.statements.some((s) => s.reversal) && !restated(i);
  const founderFigures = measuredFigures(founder.subject);
  const remeasures = (m: SubjectRef, i: number) => {
    if (m.subject.declared || founderFigures.size < 3 || termSimilarity(m.subject.request, founder.subject.request) < 0.25) return false;
    if (NARROWER.test(m.subject.request) && !NARROWER.test(founder.subject.request)) return false;
    const figures = measuredFigures(m.subject);
    const shared = [...figures].filter((f) => founderFigures.has(f)).length;
    // New figures, not an earlier measurement told again.
    const seen = new Set([...earlier, ...cluster.members.slice(0, i)].flatMap((x) => [...measuredFigures(x.subject)]));
    const fresh = [...figures].filter((f) => !seen.has(f)).length;
    return figures.size >= 3 && shared / Math.min(figures.size, founderFigures.size) < 0.5 && fresh / figures.size >= 0.5;
  };
  const cut = cluster.members.findIndex((m, i) => i > 0 && m.sessionId !== founder.sessionId && (reverses(m, i) || remeasures(m, i)));
  if (cut < 0) return [composeAnalysis(cluster, ctx)];
  const replaced = cluster.members[cut];
  const older = composeAnalysis({ ...cluster, members: cluster.members.slice(0, cut) }, ctx);
  const newer = composeAnalysisCluster({ ...cluster, founder: replaced.subject.key, members: cluster.members.slice(cut) }, ctx, [...earlier, ...cluster.members.slice(0, cut)]);
  if (!reverses(replaced, cut)) {
    // The same subject measured again: the successor keeps the subject's title, the old one is dated.
    newer[0].title = older.title;
    older.title = shorten(`${older.title} (as of ${humanDay(founder.time)})`, 100);
    older.asOf = founder.time.slice(0, 10);
  }
  older.status = 'superseded';
  older.superseded_by = newer[0].founder;
  newer[0].supersedes.push(older.founder);
  // (What the earlier version wrote stays findable from the current one: "GITCLAW-Since-Forking.md".)
  const wroteBefore = [...new Set((older.wrote ?? []).map((w) => w.file))].filter((f) => !(newer[0].wrote ?? []).some((w) => w.file === f)).slice(0, 4);
  const alsoWrote = wroteBefore.length ? ` It wrote ${wroteBefore.map((f) => `\`${f}\``).join(', ')}.` : '';
  newer[0].history = [...(newer[0].history ?? []), `- Until ${humanDay(replaced.time)}: ${endSentence(older.summary)}${alsoWrote} — ${cite(older.sources[0], ctx.repo)}`];
  return [older, ...newer];
}

/** A declared value over time: "Name: Spock", "database: PostgreSQL". */
interface Segment {
  value: string;
  refs: SubjectRef[];
  reversal: boolean;
}

function valueOf(subject: Subject): string {
  const main = subject.statements.find((s) => (s.key ?? '').toLowerCase() === 'name') ?? subject.statements.find((s) => s.value) ?? subject.statements[0];
  return (main?.value ?? main?.text ?? subject.title).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Declared clusters: one article per value; a change of value supersedes (explicit reversal) or disputes. */
export function composeDeclared(cluster: Cluster, ctx: ComposeContext, confirmations: Source[] = []): ArticleDraft[] {
  const segments: Segment[] = [];
  for (const ref of cluster.members) {
    const value = valueOf(ref.subject);
    const same = segments.find((s) => s.value === value);
    if (same) same.refs.push(ref);
    else segments.push({ value, refs: [ref], reversal: segments.length > 0 && ref.subject.statements.some((s) => s.reversal) });
  }
  // Preferences accumulate rather than compete: one article.
  if (cluster.anchor === 'preferences') segments.splice(1).forEach((s) => segments[0].refs.push(...s.refs));
  const drafts = segments.map((segment, i) => composeSegment(cluster, segment, i, ctx));
  // Confirmations belong to the value in force when they were made.
  for (const c of confirmations) {
    const i = segments.map((s) => s.refs[0].time <= c.date).lastIndexOf(true);
    if (i < 0) continue;
    const d = drafts[i];
    d.sources = uniqueSources([...d.sources, c]);
    const context = d.sections.find((s) => s.heading === 'Context');
    // ("Why are you not remembering who I told you are? Spock ring a bell?" reminds; it confirms nothing.)
    const reminded = c.role === 'user' && COMPLAINT.test(c.quote ?? '');
    context?.lines.push(`- ${reminded ? 'The person had to remind the agent' : 'Referred to again'} ${where(c, ctx.repo)} on ${humanDay(c.date)}: ${quote(shorten(c.quote ?? '', 160))}`);
  }
  for (let i = 1; i < segments.length; i++) {
    const prev = drafts[i - 1];
    const cur = drafts[i];
    if (segments[i].reversal) {
      prev.status = 'superseded';
      prev.superseded_by = cur.founder; // resolved to an id once ids are assigned
      cur.supersedes.push(prev.founder);
      cur.history = [
        ...(cur.history ?? []),
        `- Until ${humanDay(segments[i].refs[0].time)}: ${prev.summary} — ${cite(prev.sources[0], ctx.repo)}`,
      ];
    } else {
      for (const [a, b] of [
        [prev, cur],
        [cur, prev],
      ] as const) {
        a.status = 'disputed';
        a.disputed_with.push(b.founder);
        a.conflict = [...(a.conflict ?? []), `- ${quote(a.summary)} — ${cite(a.sources[0], ctx.repo)}`, `- ${quote(b.summary)} — ${cite(b.sources[0], ctx.repo)}`];
      }
    }
  }
  return drafts;
}

function composeSegment(cluster: Cluster, segment: Segment, index: number, ctx: ComposeContext): ArticleDraft {
  const subjects = segment.refs.map((r) => r.subject);
  const founder = subjects[0];
  const type = founder.type;
  const statements = mergeStatements(subjects.flatMap((s) => s.statements), ctx.config.curation.similarityThreshold);
  const sections: ArticleDraft['sections'] = [];
  const heading = type === 'decision' ? 'Decision' : type === 'preference' ? 'Preference' : 'Key facts';
  sections.push({ heading, lines: statements.map((s) => bullet(s.statement, s.also, ctx)) });
  sections.push({ heading: 'Context', lines: segment.refs.map((m, i) => `- ${contextLine(m, ctx, i === 0, segment.refs[0].subject.request)}`) });
  const rationale = rationaleOf(subjects);
  if (rationale.length) sections.push({ heading: 'Rationale', lines: rationale.map((r) => `- ${r}`) });
  return {
    id: '',
    topic: ctx.config.topicOf[type],
    founder: index === 0 ? cluster.founder : founder.key,
    title: founder.title,
    summary: shorten(founder.summary, 400),
    type,
    status: 'current',
    confidence: confidenceOf(segment.refs),
    sources: uniqueSources(subjects.flatMap((s) => s.sources)),
    tags: [],
    related: [],
    supersedes: [],
    disputed_with: [],
    sections,
    ...(founder.identity ? { identity: founder.identity } : {}),
    ...(founder.addressAs?.length ? { addressAs: founder.addressAs } : {}),
  };
}

/** The claims a line makes: its sentences, and the items of a list told as one line. */
function claimParts(text: string): string[] {
  return sentences(text).flatMap((x) => x.split(/;\s+|；/)).map((x) => x.trim()).filter((x) => x.length >= 8);
}
