// What later sessions saw of the repository, set against what earlier articles say
// (`observed` in the digests: headings of Markdown files read, renames git reported):
// - a file an article wrote and git later reports renamed: the article says where it went
//   ("`THE-IDEA.md` was later renamed to `.GITCLAW/docs/GITCLAW-The-Idea.md`");
// - a name the agent proposed in quotes ("A Drop-In AI Agent") that a later read shows as a heading
//   of a project file it was not before: the proposal was adopted, and the offer to make the change
//   ("Update the heading") is done.
import type { Digest } from '../schema/digest.ts';
import type { Source } from '../schema/article.ts';
import { addToSummary, firstSaid, lastSaid, sectionOf, type ArticleDraft } from './draft.ts';
import { cite, humanDay, sourceIn, where } from './cite.ts';
import { shorten, stem, textKey, tokenize } from '../lib/text.ts';
import { pathLeaf } from '../lib/paths.ts';
import { projectRenames } from './projects.ts';
import { NAMING_TITLE } from '../extract/title.ts';

interface Seen {
  time: string;
  project: string;
  source: Source;
}

/** The share of the words said that the other text has. */
function overlap(said: Set<string>, other: string): number {
  const theirs = new Set(tokenize(other).map(stem));
  return [...said].filter((w) => theirs.has(w)).length / said.size;
}

/** Renames, each followed to where the file ended up ("A → B", then "B → C": A went to C). */
function renameChains(digests: Digest[]): (Seen & { from: string; to: string })[] {
  const all = digests.flatMap((d) => (d.observed?.renames ?? []).map((r) => ({ ...r, project: d.session.project ?? '', source: sourceIn(d, r.time) })));
  // (Indexed by where a rename starts: thousands of sessions print the same git log.)
  const from = new Map<string, (typeof all)[number]>();
  for (const r of all) if (!from.has(`${r.project}\u0000${r.from}`)) from.set(`${r.project}\u0000${r.from}`, r);
  return all.map((r) => {
    let to = r.to;
    for (let hop = 0; hop < 5; hop++) {
      const next = from.get(`${r.project}\u0000${to}`);
      if (next && next.to === r.from) break;
      if (!next) break;
      to = next.to;
    }
    return { ...r, to };
  });
}

/** Quoted names in an article's summary: what the agent proposed, word for word. */
function proposedNames(summary: string): string[] {
  return [...summary.matchAll(/["“]([^"”\n]{4,80})["”]/g)].map((m) => m[1].trim()).filter((q) => {
    const words = q.split(/\s+/).length;
    return words >= 2 && words <= 10 && !/[.!?。]$/.test(q);
  });
}

// (An Outcome goes before what is only context or history: it is what a reader looks for first.)
const outcome = (d: ArticleDraft) => sectionOf(d, 'Outcome', /^(?:Context|History|Later changes to the same files|Related)$/);

type Observed = Seen & { file: string; text: string[] };
type Described = Seen & { text: string };

export function applyObservations(drafts: ArticleDraft[], digests: Digest[], repo?: string, renamedProjects = projectRenames(digests)): void {
  const renames = renameChains(digests);
  const descriptions: Described[] = digests.flatMap((d) => (d.observed?.descriptions ?? []).map((x) => ({ ...x, project: d.session.project ?? '', source: sourceIn(d, x.time) })));
  const reads: Observed[] = digests.flatMap((d) => (d.observed?.headings ?? []).map((h) => ({ ...h, project: d.session.project ?? '', source: sourceIn(d, h.time) })));
  const projectOfSession = new Map(digests.map((d) => [d.session.id, d.session.project ?? '']));
  for (const d of drafts) {
    noteRenames(d, renames, repo);
    noteEarlierIdentity(d, reads, repo);
    if (d.type === 'action' || d.status !== 'current') continue;
    const project = d.wrote?.[0]?.project ?? projectOfSession.get(d.sources[0]?.session ?? '') ?? '';
    noteAdoptedDescription(d, descriptions, project, repo);
    noteAdoptedName(d, drafts, reads, descriptions, project, repo);
    noteRepositoryRenamed(d, digests, renamedProjects, projectOfSession.get(d.sources[0]?.session ?? '') ?? '', repo);
  }
}


/**
 * A question about a new name for the repository, then sessions that ran in the same place under
 * another name ("/home/runner/work/gitclaw/gitclaw", later "…/github-claw/github-claw"): what it
 * was called next, and whether that was a name the answer suggested.
 */
function noteRepositoryRenamed(d: ArticleDraft, digests: Digest[], renames: Map<string, string>, project: string, repo?: string): void {
  const m = NAMING_TITLE.exec(d.title);
  if (!m || !project) return;
  const askedAt = firstSaid(d);
  // (The first session after the question under a name this project was renamed to.)
  const renamed = digests
    .filter((x) => x.session.started > askedAt && x.session.project && x.session.project !== project && renames.get(x.session.project) === (renames.get(project) ?? project))
    .sort((a, b) => a.session.started.localeCompare(b.session.started))[0];
  if (!renamed) return;
  const name = pathLeaf(renamed.session.project!);
  const key = textKey(name).replace(/\s+/g, '');
  const said = [d.title, d.summary, ...d.sections.flatMap((x) => x.lines)].map((t) => textKey(t).replace(/\s+/g, ''));
  const suggested = key.length >= 3 && said.some((t) => t.includes(key));
  const day = humanDay(renamed.session.started);
  const seen = `the sessions ran in \`${renamed.session.project}\` from ${day} (${where(sourceIn(renamed, renamed.session.started), repo)})`;
  if (suggested) {
    outcome(d).lines.push(`- Adopted: \`${name}\`: ${seen}.`);
    d.title = `A new name for the ${m[1]}: ${name}`;
    addToSummary(d, `Adopted: the ${m[1]} was \`${name}\` by ${day}.`);
  } else {
    outcome(d).lines.push(`- Not adopted: the ${m[1]} was renamed otherwise, to \`${name}\`: ${seen}. It is not among the names suggested here.`);
    addToSummary(d, `Not adopted: the ${m[1]} became \`${name}\` by ${day}.`);
  }
}

/** Files the article wrote that git later reports renamed: where they went. */
function noteRenames(d: ArticleDraft, renames: ReturnType<typeof renameChains>, repo?: string): void {
  const moved = new Map<string, Seen & { to: string }>();
  for (const w of d.wrote ?? []) {
    const r = renames.find((x) => x.project === (w.project ?? '') && x.time > w.date && (x.from === w.file || (!x.from.includes('/') && pathLeaf(w.file) === x.from)));
    if (r && r.to !== w.file && !moved.has(w.file)) moved.set(w.file, r);
  }
  for (const [file, r] of moved) {
    sectionOf(d, 'Later changes to the same files').lines.push(`- \`${file}\` was later renamed to \`${r.to}\` (seen in the git history, ${cite(r.source, repo)})`);
    // A title that names the file names it as it is now ("GITCLAW-The-Idea.md: …", not "THE-IDEA.md: …").
    if (d.title.startsWith(`${pathLeaf(file)}:`)) d.title = `${pathLeaf(r.to)}${d.title.slice(pathLeaf(file).length)}`;
  }
}

/**
 * Who the agent was before it was told: the identity heading of the file it recorded itself in,
 * as read earlier ("Identity: Admiral" in `.GITCLAW/AGENTS.md`, then "Spock").
 */
function noteEarlierIdentity(d: ArticleDraft, reads: Observed[], repo?: string): void {
  const identity = d.identity?.name;
  const recordedIn = d.identity?.recordedIn[0];
  if (!identity || !recordedIn) return;
  const declaredAt = firstSaid(d);
  const earlier = reads
    .filter((r) => r.time < declaredAt && pathLeaf(r.file) === pathLeaf(recordedIn))
    .flatMap((r) => r.text.map((h) => ({ r, was: /^identity\s*[:：]\s*(.+)$/i.exec(h)?.[1]?.trim() })))
    .filter((x) => x.was && textKey(x.was) !== textKey(identity))
    .pop();
  if (earlier) d.history = [...(d.history ?? []), `- Until ${humanDay(declaredAt)}: \`${earlier.r.file}\` said “Identity: ${earlier.was}” (read on ${humanDay(earlier.r.time)}, ${where(earlier.r.source, repo)})`];
}

/**
 * A text the agent wrote for the repository's About field that a later session saw as its
 * description, word for word or edited ("One folder, zero infrastructure — …"): adopted.
 */
function noteAdoptedDescription(d: ArticleDraft, descriptions: Described[], project: string, repo?: string): void {
  const said = new Set(tokenize(d.summary).map(stem));
  if (said.size < 8) return;
  const after = lastSaid(d);
  const about = descriptions.find((x) => x.project === project && x.time > after && overlap(said, x.text) >= 0.6);
  if (!about) return;
  const same = textKey(about.text) === textKey(d.summary);
  outcome(d).lines.push(`- Adopted${same ? '' : ', edited'}: the repository's description read “${about.text}” on ${humanDay(about.time)}, ${where(about.source, repo)}`);
  addToSummary(d, `Adopted${same ? '' : ', edited,'} as the repository's description (${humanDay(about.time)}).`);
}

/** A name the agent proposed that became a heading of a project file after the proposal: adopted. */
function noteAdoptedName(d: ArticleDraft, drafts: ArticleDraft[], reads: Observed[], descriptions: Described[], project: string, repo?: string): void {
  for (const name of proposedNames(d.summary)) {
    const key = textKey(name);
    // (When it was proposed: the answer that said it, not the article's last source — a later
    // session that read the result may have joined the article.)
    const proposedAt = d.sources.filter((x) => x.role === 'assistant' && textKey(x.quote ?? '').includes(key)).map((x) => x.date).sort()[0] ?? lastSaid(d);
    // (Already there before the proposal, as a heading or in the repository's description — "A
    // Drop-In 🦞 AI Agent" at 14:17, the question at 14:29 — it is no adoption of the proposal.)
    const before =
      reads.some((r) => r.project === project && r.time <= proposedAt && r.text.some((h) => textKey(h) === key)) ||
      descriptions.some((x) => x.project === project && x.time <= proposedAt && textKey(x.text).includes(key));
    const after = reads.find((r) => r.project === project && r.time > proposedAt && r.text.some((h) => textKey(h) === key));
    if (before || !after) continue;
    outcome(d).lines.push(`- Adopted: “${name}” is a heading of \`${after.file}\` when it was read on ${humanDay(after.time)}, ${where(after.source, repo)}`);
    // A question about a quoted name ("Can we really consider this "An AI Agent As An Add-On"")
    // is filed under both names once the other one won: "… vs “A Drop-In AI Agent”".
    const asked = /["“]([^"”]{4,80})["”]/.exec(d.title)?.[1];
    if (asked && textKey(asked) !== key && /^(?:can|could|should|is|are|do|does|what|which|how)\b|[?？]$/i.test(d.title)) {
      const was = d.title;
      d.title = `“${asked}” vs “${name}”`;
      // (Its tasks name it in their titles: "Update the heading (Can we really consider…)".)
      for (const t of drafts) if (t.type === 'action' && t.related.includes(d.id)) t.title = t.title.replace(`(${shorten(was, 60)})`, `(${d.title})`);
    }
    // (What a reader sees first says so too: the proposal is no longer only a proposal.)
    addToSummary(d, `Adopted: “${name}” became a heading of ${pathLeaf(after.file)} (${humanDay(after.time)}).`);
    // The offer to make that change ("Update the heading") was carried out: it is no longer one
    // nobody answered, and where it was taken up as a task, the task is done.
    const told = outcome(d);
    told.lines = told.lines.filter((l) => !(l.startsWith('- Offered, with no answer:') && /\b(?:heading|title|name|tagline|header)\b/i.test(l)));
    for (const t of drafts) {
      if (t.type !== 'action' || t.task_state === 'done' || !t.related.includes(d.id) || !/\b(?:heading|title|name|tagline|header)\b/i.test(t.title)) continue;
      t.task_state = 'done';
      t.summary = `Done by ${humanDay(after.time)}: “${name}”, which the agent proposed, is a heading of \`${after.file}\` when it was read then. The agent had offered to make the change.`;
      t.sections.find((s) => s.heading === 'History')?.lines.push(`- Seen done ${humanDay(after.time)}: “${name}” is a heading of \`${after.file}\`, ${where(after.source, repo)}`);
    }
    return;
  }
}
