// What a sub-agent found for the agent that delegated to it. The delegating session's answers tell
// what came of the work, so the sub-agent makes no article of its own (merge/index.ts); but its
// findings, a code map with file and line ("checkDRAAllocatable() (line 213): …"), are what the
// next person needs to find their way, and the answer rarely repeats them. They are told in the
// article of the request the sub-agent worked for, cited to the sub-agent.
import type { Digest } from '../schema/digest.ts';
import { sectionOf, type ArticleDraft } from './draft.ts';
import { uniqueSources } from './compose.ts';
import { humanDay, quote } from './cite.ts';
import { escapeRegExp, shorten } from '../lib/text.ts';
import { pathLeaf } from '../lib/paths.ts';

/** Findings told per sub-agent: enough to find one's way, not the whole transcript. */
const FINDINGS = 8;
/** Explorations told per article. */
const EXPLORATIONS = 3;

/** The article of the parent session's request that was open when the sub-agent started. */
function articleWorkedFor(drafts: ArticleDraft[], parent: string, started: string): ArticleDraft | undefined {
  let best: { d: ArticleDraft; asked: string } | undefined;
  for (const d of drafts) {
    if (d.type === 'action') continue;
    const asked = d.sources.reduce((m, s) => (s.session === parent && s.role === 'user' && (!m || s.date < m) ? s.date : m), '');
    if (!asked || asked > started) continue;
    if (!best || asked > best.asked || (asked === best.asked && d.id < best.d.id)) best = { d, asked };
  }
  return best?.d;
}

/** Adds "Found by a sub-agent" to the articles sub-agents worked for; returns how many it told. */
export function tellSubAgentFindings(drafts: ArticleDraft[], digests: Digest[]): number {
  const present = new Set(digests.map((d) => d.session.id));
  let told = 0;
  for (const sub of digests) {
    const parent = sub.session.parent;
    if (!parent || !present.has(parent)) continue;
    const article = articleWorkedFor(drafts, parent, sub.session.started);
    if (!article) continue;
    for (const subject of sub.subjects) {
      const findings = subject.statements.filter((s) => s.source.role === 'assistant').slice(0, FINDINGS);
      if (!findings.length) continue;
      const section = sectionOf(article, 'Found by a sub-agent', /^(?:Context|History|Later changes to the same files|Related)$/);
      // (The same exploration run again finds the same things: told once, and a few at most.)
      const items = findings.map((f) => `  - ${annotateRenamed(f.text.replace(/\s+/g, ' ').trim(), article.renamed ?? [])}`);
      if (items.every((l) => section.lines.includes(l)) || section.lines.filter((l) => l.startsWith('- ')).length >= EXPLORATIONS) continue;
      const id = sub.session.id.split('-agent-').pop()!.slice(0, 8);
      // (Explored before the work changed the code: the map is of the code as it was, "Queue API
      // with DRAQuota" in a change that deleted DRAQuota.)
      // (Only when that work changed a file the findings name: a session that rewrote two design
      // documents changed none of the code the sub-agent mapped.)
      const mapped = findings.map((f) => f.text).join('\n');
      const before = (article.wrote ?? []).some((w) => w.date > sub.session.ended && mapped.includes(pathLeaf(w.file))) ? '; the code as it was before the work below changed it' : '';
      section.lines.push(`- ${quote(shorten(subject.title, 120))}: sub-agent \`${id}\`, asked by the agent on ${humanDay(sub.session.started)}${before}`);
      section.lines.push(...items);
      article.sources = uniqueSources([...article.sources, ...subject.sources.slice(0, 1), ...findings.map((f) => f.source)]);
      told++;
    }
  }
  return told;
}

/** "`checkDRAAllocatable()` (line 213): …", which the work then removed: "(later in the session: `checkDRAAllocatable` removed; …)". */
function annotateRenamed(text: string, renamed: { from: string; to?: string; planned?: boolean }[]): string {
  // (In the order the text names them: the line's own subject first.)
  const named = renamed
    .map((r) => ({ r, at: text.search(new RegExp(`(?<![\\w$])${escapeRegExp(r.from)}(?![\\w$])`)) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.r);
  if (!named.length) return text;
  const told = named.slice(0, 3).map((r) => (r.to ? `\`${r.from}\` ${r.planned ? 'to be renamed' : 'renamed'} \`${r.to}\`` : `\`${r.from}\` ${r.planned ? 'to be removed' : 'removed'}`));
  const section = named[0].planned ? 'Renames and removals planned' : 'Renamed or removed';
  return `${text} (later in the session: ${told.join(', ')}; see “${section}”)`;
}
