// Whether a declared identity took hold. Told "You are Spock" in issue #74, the agent answered
// "What is your name?" in issue #71 twenty minutes later with "I don't have a personal name". A
// reader of "Agent identity: Spock" must learn that the record did not reach every session.
import type { Digest } from '../schema/digest.ts';
import type { Source } from '../schema/article.ts';
import { addCaveat, addToSummary, firstSaid, sectionOf, type ArticleDraft } from './draft.ts';
import { humanDay, issueLink, quote, sourceIn, where } from './cite.ts';
import { canonicalProject } from './projects.ts';
import { uniqueSources } from './compose.ts';
import { COMPLAINT } from '../extract/signals.ts';
import { pathLeaf } from '../lib/paths.ts';
import { escapeRegExp } from '../lib/text.ts';

/** The agent's name as a whole word, in any case: "Spock", not "Spocky". */
function nameMatcher(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?![\\p{L}\\d])`, 'iu');
}

/** Adds, to each agent identity, the later times the agent was asked who it is and answered without its name. */
export function checkIdentityTakesHold(drafts: ArticleDraft[], digests: Digest[], repo?: string): number {
  let missed = 0;
  for (const d of drafts) {
    const name = d.identity?.name;
    if (!name || d.status !== 'current' || name.length < 2) continue;
    const declaredAt = firstSaid(d);
    const named = nameMatcher(name);
    const misses: { digest: Digest; question: string; answer: string; time: string }[] = [];
    for (const g of digests) for (const s of g.self_described ?? []) if (s.time > declaredAt && !named.test(s.answer)) misses.push({ digest: g, ...s });
    if (!misses.length) continue;
    misses.sort((a, b) => a.time.localeCompare(b.time));
    const context = sectionOf(d, 'Context');
    const sources: Source[] = [];
    const lines = misses.slice(0, 4).map((m) => {
      const source = sourceIn(m.digest, m.time, { role: 'assistant', quote: m.answer });
      sources.push(source);
      return `- Not applied ${where(source, repo)} on ${humanDay(m.time)}: asked ${quote(m.question)}, the agent answered ${quote(m.answer)}`;
    });
    // (Right after the declaration, before later mentions: the misses came first here.)
    context.lines.splice(Math.min(1, context.lines.length), 0, ...lines);
    const times = misses.length === 1 ? 'once' : misses.length === 2 ? 'twice' : `${misses.length} times`;
    addCaveat(d, `- Not applied everywhere: asked who it is after this was recorded, the agent answered without the name ${times} (see Context).`);
    d.sources = uniqueSources([...d.sources, ...sources]);
    missed += misses.length;
  }
  return missed;
}

/** The session read `file` (a Markdown file: its headings were seen) by `time`. */
const readBefore = (g: Digest, file: string, time: string) => Boolean(g.observed?.headings.some((h) => h.time <= time && pathLeaf(h.file) === pathLeaf(file)));

const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/**
 * A complaint that the agent forgot who it is ("Why are you not remembering who I told you are?
 * Spock ring a bell?"), answered with "I don't have memory across conversations", no longer holds
 * once the agent uses the name itself in a later session: the explanation is outdated, and says on
 * what evidence. Not when it first read the file the identity is recorded in (issue #130 ran `cat
 * .GITCLAW/AGENTS.md` before "Together they turn Spock from…"): that is looking it up, and the
 * article says so under Later.
 */
export function settleForgetting(drafts: ArticleDraft[], repo?: string, digests: Digest[] = []): number {
  let settled = 0;
  const identities = drafts.flatMap((d) => {
    const name = d.identity?.name;
    return name && name.length >= 2 ? [{ d, name, named: nameMatcher(name) }] : [];
  });
  for (const d of drafts) {
    const complaint = d.sources.find((s) => s.role === 'user' && COMPLAINT.test(s.quote ?? ''));
    if (d.type !== 'limitation' || d.status !== 'current' || !complaint) continue;
    for (const { d: identity, named } of identities) {
      if (!named.test(complaint.quote ?? '')) continue;
      // What the agent had to go on when it answered: the file the identity is recorded in, read
      // or not. "I don't have memory across conversations" is beside the point when the name was
      // written down and the session never opened it.
      const recordedIn = identity.identity?.recordedIn[0];
      const asked = digests.find((g) => g.session.id === complaint.session);
      const answeredAt = asked?.reply_edges?.find((e) => e.time > complaint.date)?.time;
      if (recordedIn && asked && answeredAt && !readBefore(asked, recordedIn, answeredAt)) {
        const declared = identity.sources.find((s) => s.date === firstSaid(identity)) ?? identity.sources[0];
        addToSummary(d, `The identity had been recorded in \`${recordedIn}\` (${where(declared, repo).replace(/^in /, '')}); the agent answered without reading that file.`);
      }
      const used = identity.sources.filter((s) => s.role === 'assistant' && s.date > complaint.date && named.test(s.quote ?? '')).sort((a, b) => a.date.localeCompare(b.date))[0];
      if (!used) continue;
      // (Where the identity is recorded and the agent read that file first, it did not remember:
      // it looked the name up. The excuse stands; the article says how the name reached it.)
      const later = digests.find((g) => g.session.id === used.session);
      if (recordedIn && later && readBefore(later, recordedIn, used.date)) {
        sectionOf(d, 'Later').lines.push(`- ${cap(where(used, repo))} on ${humanDay(used.date)}, the agent used the name only after reading \`${recordedIn}\`, where the identity is recorded: ${quote(used.quote ?? '')} (see “${identity.title}”).`);
      } else {
        d.status = 'outdated';
        sectionOf(d, 'Status').lines.push(`- Outdated: later the agent used the name itself, ${where(used, repo)} on ${humanDay(used.date)}: ${quote(used.quote ?? '')} (see “${identity.title}”).`);
        settled++;
      }
      if (!d.related.includes(identity.founder) && !d.related.includes(identity.id)) d.related.push(identity.id || identity.founder);
      break;
    }
  }
  return settled;
}

/** Fewer answers than this, or from one session, say too little to tell "never" from "not yet". */
const MIN_ANSWERS = 3;

/**
 * Adds, to each "how to address the user" preference, whether the agent's answers in later sessions
 * of the same project did: in GitClaw, none of 39 answers after issue #74 said "Admiral". Only an
 * answer's first and last sentence count, where a person is addressed; "the user profile (The
 * Admiral)" mid-analysis is not addressing them.
 */
export function checkAddressTakesHold(drafts: ArticleDraft[], digests: Digest[], repo?: string, renames = new Map<string, string>()): number {
  let checked = 0;
  for (const d of drafts) {
    const names = (d.addressAs ?? []).filter((n) => n.length >= 2);
    if (!names.length || d.status !== 'current') continue;
    const declaredAt = firstSaid(d);
    const home = digests.find((g) => g.session.id === d.sources.find((s) => s.date === declaredAt)?.session);
    if (!home) continue;
    const project = canonicalProject(home, renames);
    const named = names.map(nameMatcher);
    const answers: { digest: Digest; time: string; text: string; addressed: boolean }[] = [];
    for (const g of digests) {
      if (g === home || g.session.parent || canonicalProject(g, renames) !== project) continue;
      for (const e of g.reply_edges ?? []) {
        if (e.time <= declaredAt) continue;
        const text = [e.first, e.last].filter(Boolean).join(' … ');
        answers.push({ digest: g, time: e.time, text: e.first, addressed: named.some((n) => n.test(text)) });
      }
    }
    const sessions = new Set(answers.map((a) => a.digest));
    if (answers.length < MIN_ANSWERS || sessions.size < 2) continue;
    answers.sort((a, b) => a.time.localeCompare(b.time));
    const addressed = answers.filter((a) => a.addressed);
    const as = names.map(quote).join(' or ');
    const span = spanOf([...sessions], repo);
    const context = sectionOf(d, 'Context');
    if (!addressed.length) {
      const last = answers[answers.length - 1];
      const source = sourceIn(last.digest, last.time, { role: 'assistant', quote: last.text });
      context.lines.push(`- Not applied later: none of the agent's ${answers.length} answers after that, in ${sessions.size} other sessions ${span}, began or ended by addressing the user as ${as}. The last, ${where(source, repo)} on ${humanDay(last.time)}, began ${quote(last.text)}`);
      addCaveat(d, `- Not applied later: the agent's answers in later sessions never addressed the user this way (see Context).`);
      // (Not a source: counter-evidence confirms nothing, and a source would move last_confirmed.)
    } else {
      const first = addressed[0];
      const source = sourceIn(first.digest, first.time, { role: 'assistant', quote: first.text });
      const share = addressed.length === answers.length ? `all ${answers.length} of the agent's answers` : `${addressed.length} of the agent's ${answers.length} answers`;
      context.lines.push(`- Applied in ${share} after that, in ${sessions.size} other sessions ${span}; first ${where(source, repo)} on ${humanDay(first.time)}: ${quote(first.text)}`);
      d.sources = uniqueSources([...d.sources, source]);
    }
    checked++;
  }
  return checked;
}

/** "(issues #75 to #130)", or "(20 Feb 2026 to 23 Feb 2026)" where not every session has an issue: where the later sessions are. */
function spanOf(sessions: Digest[], repo?: string): string {
  const sorted = [...sessions].sort((a, b) => a.session.started.localeCompare(b.session.started));
  const issues = [...new Set(sorted.flatMap((g) => (g.session.issue ? [g.session.issue] : [])))];
  if (issues.length === sorted.length) {
    const lo = Math.min(...issues), hi = Math.max(...issues);
    return issues.length === 1 ? `(${issueLink(lo, repo)})` : `(issues #${lo} to #${hi})`;
  }
  return `(${humanDay(sorted[0].session.started)} to ${humanDay(sorted[sorted.length - 1].session.started)})`;
}
