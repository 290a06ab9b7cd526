// An article model as the draft the store writes: the only place curation writes English. The
// summary states the lead claim; sections tell the person's decisions, the key facts, what
// changed (History) and the files the work touched, each line cited to its session and day.
import type { ArticleDraft } from '../schema/draft.ts';
import type { Source } from '../schema/article.ts';
import type { ArticleModel, ClaimRef, FailureRow, Retirement } from '../merge/model.ts';
import { cite, humanDay, quote, sourceOf } from './cite.ts';
import { plain } from '../claims/features.ts';
import { setupName } from './titles.ts';

export interface RenderContext {
  repo?: string;
}

/** A claim's words as one line of Markdown (line breaks folded, headings' marks dropped). */
export function line(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/^#+\s+/, '').trim();
}

/** A fact as told: the agent's and the tools' in their words, the person's as a quote. */
function told(c: ClaimRef): string {
  return c.claim.speaker === 'person' ? `The person said: ${quote(line(c.claim.text))}` : line(c.claim.text);
}

function cited(c: ClaimRef, ctx: RenderContext): string {
  return `${told(c)} — ${cite(sourceOf(c, false), ctx.repo)}`;
}

/** A directive for the work at hand ("put the essay in docs/", "fix the error you see"). */
const isRequest = (c: ClaimRef) => c.claim.rule === 'person-rules';

function decisionLine(c: ClaimRef, ctx: RenderContext): string {
  if (c.claim.rule === 'option-pick' && c.claim.value) return `Chose ${line(c.claim.value)} (${quote(line(c.claim.text))}) — ${cite(sourceOf(c, false), ctx.repo)}`;
  return `${quote(line(c.claim.text))} — ${cite(sourceOf(c, false), ctx.repo)}`;
}

const CAUSE: Record<Retirement['cause'], string> = {
  corrected: 'corrected',
  rejected: 'turned down by the person',
  disproved: 'shown not to work by the person',
  changed: 'changed',
  removed: 'removed',
  fixed: 'fixed',
};

function historyLine(r: Retirement, ctx: RenderContext): string {
  const was = line(r.claim.claim.text);
  const by = r.by.claim.rule === 'option-pick' && r.by.claim.value ? r.by.claim.value : r.by.claim.text;
  return `${humanDay(r.claim.claim.time)}: ${was} — ${CAUSE[r.cause]} ${humanDay(r.by.claim.time)}: ${line(by)} (${cite(sourceOf(r.by, false), ctx.repo)})`;
}

/** One source per session and speaker: the first thing it said, quoted. */
function sourcesOf(m: ArticleModel): Source[] {
  const seen = new Set<string>();
  const out: Source[] = [];
  const lead = [m.lead, ...m.claims.filter((c) => c !== m.lead)];
  for (const c of lead.sort((a, b) => a.claim.time.localeCompare(b.claim.time))) {
    const key = `${c.digest.session.id}|${c.claim.role}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // (The person's words are quoted; the agent's and the tools' are the article's own lines.)
    out.push(sourceOf(c, c.claim.role === 'user'));
  }
  return out;
}

/** The facts but those another line of the article (a fact, the lead, a decision) says in full:
 * "github.account" beside the sentence that names it. */
function withoutRepeats(claims: ClaimRef[], besides: ClaimRef[]): ClaimRef[] {
  const textOf = (c: ClaimRef) => plain(line(c.claim.text)).toLowerCase();
  const all = [...new Set([...claims, ...besides])].map((c) => ({ c, t: textOf(c) }));
  return claims.filter((c) => {
    const mine = textOf(c);
    return !all.some((o) => o.c !== c && o.t.length > mine.length && o.t.includes(mine));
  });
}

/** Facts cited one by one when they come from several sessions; else once, after them. */
function factLines(facts: ClaimRef[], ctx: RenderContext, besides: ClaimRef[] = []): string[] {
  const claims = withoutRepeats(facts, besides);
  const sessions = new Set(claims.map((c) => c.digest.session.id));
  if (sessions.size <= 1) return claims.map((c) => `- ${told(c)}`);
  return claims.map((c) => `- ${cited(c, ctx)}`);
}

function summaryOf(m: ArticleModel): string {
  if (m.form === 'record' && m.slot && m.value) {
    const said = quote(line(m.lead.claim.text));
    const names = m.value.split(' / ').map((v) => quote(v)).join(' and ');
    if (m.slot === 'agent name') return `The agent is called ${names}, as the person said: ${said}`;
    if (m.slot === 'person name') return `The person is called ${names}, as the person said: ${said}`;
    if (m.slot === 'language') return `The person wants the work in ${m.value}, as they said: ${said}`;
    return `${m.slot[0].toUpperCase()}${m.slot.slice(1)}: ${m.value}, as the person said: ${said}`;
  }
  if (m.form === 'record') return `The person set this rule: ${quote(line(m.lead.claim.text))}`;
  if (m.form === 'setup' && m.setup?.length) return `The sessions ran on ${setupName(m.setup[0])}${m.setup.length > 1 ? `, and ${m.setup.length - 1} other setup${m.setup.length > 2 ? 's' : ''}` : ''}, as the session files record.`;
  if (m.form === 'setup' && m.failures?.length) return failuresLine(m.failures, m.failedSessions ?? 0);
  const text = line(m.lead.claim.text);
  if (m.lead.claim.speaker === 'person') return m.lead.claim.kind === 'fact' ? `The person said: ${quote(text)}` : isRequest(m.lead) ? `The person asked: ${quote(text)}` : `The person decided: ${quote(text)}`;
  return plain(text);
}

const sessionCount = (n: number) => `${n} session${n > 1 ? 's' : ''}`;
const span = (r: { first: string; last: string }) => (humanDay(r.first) === humanDay(r.last) ? humanDay(r.first) : `${humanDay(r.first)} to ${humanDay(r.last)}`);

/** " (all without an answer)", " (3 without an answer)". */
function unansweredOf(r: FailureRow): string {
  if (!r.unanswered) return '';
  const which = r.unanswered < r.sessions ? `${r.unanswered} ` : r.sessions > 1 ? 'all ' : '';
  return ` (${which}without an answer)`;
}

/** "Most often the sessions hit “429 rate limit”: 5 sessions, 39 times; 2 sessions failed without an
 * answer on “402 You have no quota”." The error hit most comes first, then what else left sessions
 * unanswered. */
function failuresLine(failures: FailureRow[], failed: number): string {
  const top = failures[0];
  const unanswered = !top.unanswered ? '' : top.unanswered < top.sessions ? `, ${top.unanswered} without an answer` : top.sessions > 1 ? ', all without an answer' : ', without an answer';
  const lead = `${failures.length > 1 ? 'Most often the sessions hit' : 'The sessions hit'} ${quote(top.error)}: ${sessionCount(top.sessions)}${top.times > top.sessions ? `, ${top.times} times` : ''}${unanswered}`;
  const others = failed - top.unanswered;
  const on = failures.find((r) => r !== top && r.unanswered);
  if (others <= 0 || !on) return `${lead}.`;
  return `${lead}; ${others === 1 ? 'one session' : `${others} sessions`}${top.unanswered ? ' more' : ''} failed without an answer on ${quote(on.error)}.`;
}

export function renderDraft(m: ArticleModel, ctx: RenderContext, ids: { idOf(founder: string): string }): ArticleDraft {
  const sections: ArticleDraft['sections'] = [];
  if (m.form === 'retired') {
    const r = m.history[0];
    sections.push({ heading: r.cause === 'removed' ? 'Removed' : 'Replaced', lines: [`- ${CAUSE[r.cause][0].toUpperCase()}${CAUSE[r.cause].slice(1)} ${humanDay(r.by.claim.time)}: ${line(r.by.claim.rule === 'option-pick' && r.by.claim.value ? r.by.claim.value : r.by.claim.text)} — ${cite(sourceOf(r.by, false), ctx.repo)}`] });
  }
  if (m.setup?.length) sections.push({ heading: 'Sessions', lines: m.setup.map((r) => `- ${setupName(r)}: ${sessionCount(r.sessions)}, ${span(r)}`) });
  if (m.failures?.length) sections.push({ heading: 'Errors', lines: m.failures.map((r) => `- ${quote(r.error)}: ${sessionCount(r.sessions)}${r.times > r.sessions ? `, ${r.times} times` : ''}, ${span(r)}${unansweredOf(r)}`) });
  // (What the person told the agent to do for the work at hand is told as asked, not as a decision
  // of the project: only a choice, a change or a rejection decides.)
  const asked = m.decisions.filter(isRequest);
  const decided = m.decisions.filter((c) => !isRequest(c));
  if (decided.length) sections.push({ heading: 'Decisions', lines: decided.map((c) => `- ${decisionLine(c, ctx)}`) });
  if (asked.length) sections.push({ heading: 'Asked by the person', lines: asked.map((c) => `- ${decisionLine(c, ctx)}`) });
  const facts = m.facts.length ? factLines(m.facts, ctx, [m.lead, ...m.decisions]) : [];
  if (facts.length) sections.push({ heading: 'Key facts', lines: facts });
  if (m.proposed.length) sections.push({ heading: 'Proposed, not shown done', lines: factLines(m.proposed, ctx) });
  if (m.form === 'record' && m.claims.length > 1) sections.push({ heading: 'Said', lines: m.claims.map((c) => `- ${quote(line(c.claim.text))} — ${cite(sourceOf(c, false), ctx.repo)}`) });
  if (m.files.length) sections.push({ heading: 'Files', lines: m.files.map((f) => `- \`${f}\``) });
  const history = m.form === 'retired' ? [] : m.history.map((r) => `- ${historyLine(r, ctx)}`);
  const sessions = [...new Set(m.claims.map((c) => c.digest.session.id))];
  if (sessions.length === 1 && m.form === 'subject') sections.push({ heading: 'Source', lines: [`- ${cite(sourceOf(m.lead, false), ctx.repo)}`] });
  return {
    id: ids.idOf(m.founder),
    topic: m.topic ?? 'project',
    founder: m.founder,
    title: m.title,
    summary: summaryOf(m),
    type: m.type,
    status: m.status,
    confidence: Math.round(m.confidence * 100) / 100,
    sources: sourcesOf(m),
    tags: [],
    related: m.related.map((f) => ids.idOf(f)),
    supersedes: m.supersedes.map((f) => ids.idOf(f)),
    ...(m.supersededBy ? { superseded_by: ids.idOf(m.supersededBy) } : {}),
    disputed_with: [],
    sections,
    ...(history.length ? { history } : {}),
    ...(m.evidence?.length ? { evidence: m.evidence.map((c) => ({ text: line(c.claim.speaker === 'person' ? told(c) : c.claim.text), session: c.digest.session.id, date: c.claim.time })) } : {}),
  };
}
