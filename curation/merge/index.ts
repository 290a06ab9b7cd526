// From every session's digest to the articles the knowledge base should hold: cluster subjects,
// compose articles (with supersession and disputes inside each subject), track tasks, give every
// article a stable id, link related articles and attach run summaries to what they fed.
import type { Digest, Subject } from '../schema/digest.ts';
import type { Source } from '../schema/article.ts';
import type { Run } from '../schema/run.ts';
import type { LoreConfig } from '../config/schema.ts';
import { buildRefs, clusterSubjects, type Cluster } from './cluster.ts';
import { composeAnalysisCluster, composeDeclared, type ComposeContext } from './compose.ts';
import { composeTasks } from './tasks.ts';
import { modelChanges } from './model-changes.ts';
import { markConflicts } from './conflicts.ts';
import { markMemoryRisks } from './memory-paths.ts';
import { markRunnerLimits } from './runner-limits.ts';
import { markMisplacedPaths } from './project-paths.ts';
import { markThrowawayRuns } from './throwaway.ts';
import { markPartsOverTotal } from './figure-sums.ts';
import { markWebClaims } from './capability-claims.ts';
import { markFixedErrors } from './fixed-errors.ts';
import type { ArticleDraft } from './draft.ts';
import { linkLaterChanges } from './later-changes.ts';
import { applyObservations } from './observed.ts';
import { tellSubAgentFindings } from './sub-agents.ts';
import { checkAddressTakesHold, checkIdentityTakesHold, settleForgetting } from './identity-checks.ts';
import { canonicalProject, projectRenames } from './projects.ts';
import { cosine, tfidf, inverseDocumentFrequencies, type Vector } from './similarity.ts';
import { createHash } from 'node:crypto';
import { escapeRegExp, sentences, slugify, stem, tokenize } from '../lib/text.ts';
import { pathLeaf } from '../lib/paths.ts';

/** Similarity above which two analyses are one subject (see cluster.ts). Tuned on the sample corpora:
 * a question asked again scores 0.41 against its first asking; two questions in one area 0.30–0.33. */
export const JOIN_THRESHOLD = 0.35;
/** Within one session: questions on one area score 0.13–0.22 on the sample corpora; unrelated subjects of one session (GitClaw issue #121: skills, About text, size) stay below 0.12. */
export const SAME_SESSION_JOIN_THRESHOLD = 0.13;
const RELATED_MIN = 0.09;
const RELATED_MAX = 4;

export interface MergeInput {
  digests: Digest[];
  config: LoreConfig;
  /** Ids given in earlier runs, by founder key: an article keeps its id forever. */
  knownIds: Map<string, string>;
  /** Ids taken by articles people wrote or deleted: never given to a new article. */
  reservedIds: Set<string>;
  now: Date;
  /** Folders of the repository the agent keeps its sessions in (from GitClaw's issue maps). */
  sessionDirs?: string[];
}

export interface MergeResult {
  drafts: ArticleDraft[];
  runs: Run[];
  /** founder key → id, for the state. */
  ids: Map<string, string>;
}

function surfaceWords(texts: string[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}.-]+/u)) {
      const word = raw.replace(/^[.-]+|[.-]+$/g, '');
      if (word.length < 3 || /^\d/.test(word)) continue;
      const key = stem(word.replace(/[.-]/g, ''));
      const m = counts.get(key) ?? new Map<string, number>();
      m.set(word, (m.get(word) ?? 0) + 1);
      counts.set(key, m);
    }
  }
  const out = new Map<string, string>();
  for (const [key, m] of counts) out.set(key, [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]);
  return out;
}

// Words of requests, not of subjects: never tags.
const TAG_STOP = new Set(
  tokenize(
    'add call called create fill tell write make give get show need want explain describe analysis analyse dot point points less look deep ensure file folder ' +
      'question answer work thing way something everything anything help check run using use used new old good great fabulous really also more most much very ' +
      'like just done doing report summary detail details list option options step steps based currently abou there here ' +
      'follow big small able angle four five love told given true false yes no best better possible actual ' +
      // Words any answer has, that say nothing of its subject ("stated", "day", "across", "failing").
      'stated state day days number numbers across failing failed hard real read wrote previous next start recorded changed changes added created removed ' +
      'low high power practice print accurate body borrow mode default demand detected describe describing impact interactions lives massively expand ' +
      'functionality mechanism approach availability effort handles handle consider generate copied keep kept full part parts entire section ler precisa ' +
      // Function words of the other languages sessions are written in ("com", "para", "que").
      'com para por que uma umas uns pelo pela das dos nas nos ao aos mas seu sua tempo agora sem con los las del una pero pour dans sur une les des und der ist nicht eine',
  ),
);

function tagsOf(centroid: Vector, surface: Map<string, string>, idf: (t: string) => number): string[] {
  return [...centroid.entries()]
    .filter(([t]) => t.length >= 3 && !/^\d/.test(t) && idf(t) > 0.9 && !TAG_STOP.has(t))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([t]) => surface.get(t) ?? t);
}

/**
 * Later sessions that mention a declared name ("Spock ring a bell?") confirm it: their sources
 * are added, so `last_confirmed` moves and the article says where the name came up again.
 */
function confirmationsOf(cluster: Cluster, subjects: Subject[]): Source[] {
  if (cluster.anchor !== 'agent-identity' && cluster.anchor !== 'user-identity') return [];
  const names = cluster.members
    .flatMap((m) => m.subject.statements.filter((s) => (s.key ?? '').toLowerCase() === 'name').flatMap((s) => (s.value ?? '').split(' / ')))
    .map((n) => n.trim())
    .filter((n) => n.length >= 3);
  if (!names.length) return [];
  const pattern = new RegExp(`\\b(?:${names.map(escapeRegExp).join('|')})\\b`);
  const sessions = new Set(cluster.members.map((m) => m.sessionId));
  const out: Source[] = [];
  for (const s of subjects) {
    const session = s.sources[0]?.session;
    if (!session || sessions.has(session) || s.declared) continue;
    if (pattern.test(s.request)) out.push(s.sources[0]);
    else {
      // Quoted by the sentence that names it ("Together they turn Spock from a repo-scoped text
      // processor…"), not by the first sentence of the answer it was in.
      const hit = [{ text: s.summary, source: s.sources[1] ?? s.sources[0] }, ...s.statements.map((st) => ({ text: st.text, source: st.source }))].find((x) => pattern.test(x.text));
      if (hit) out.push({ ...hit.source, quote: sentences(hit.text).find((x) => pattern.test(x)) ?? hit.text });
    }
  }
  return out;
}

/**
 * A file name a person can read: the title's words; for a title in another script, its ASCII
 * words or the article's ASCII tags; failing those, the type and a short stable hash.
 */
export function slugOf(d: Pick<ArticleDraft, 'title' | 'tags' | 'type' | 'founder'>): string {
  const ascii = (text: string) => text.normalize('NFKD').replace(/[^\x20-\x7e]+/g, ' ');
  const words = (text: string) => ascii(text).toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);
  if (words(d.title).length >= 2) return slugify(d.title, d.type);
  const fromTags = d.tags.filter((t) => /^[a-z0-9-]+$/i.test(t)).slice(0, 3);
  // ("bun" in the title and among the tags is said once: "bun-frontend-npm".)
  if (fromTags.length >= 2) return slugify([...new Set([...words(d.title), ...fromTags])].join(' '), d.type);
  return `${d.type}-${createHash('sha256').update(d.founder).digest('hex').slice(0, 6)}`;
}

/**
 * The project a session worked in, as people name it: the repository the harness names, else the
 * last folder of the working directory. A home directory or a temporary folder names none.
 */
export function projectName(session: { repo?: string; project?: string }): string | undefined {
  if (session.repo) return session.repo;
  const folder = session.project ? pathLeaf(session.project) : undefined;
  if (!folder || folder === '~' || /^(?:tmp|temp)[\w.-]*$/i.test(folder) || /^(?:\/tmp|\/var\/folders)\//.test(session.project!)) return undefined;
  return folder;
}

export function mergeDigests(input: MergeInput): MergeResult {
  const { config } = input;
  const digests = [...input.digests].sort((a, b) => a.session.started.localeCompare(b.session.started) || a.session.id.localeCompare(b.session.id));
  // (A repository renamed in a runner's checkout is one project, under its first name.)
  const renamed = projectRenames(digests);
  const projects = new Map(digests.map((d) => [d.session.id, projectName({ repo: d.session.repo, project: canonicalProject(d, renamed) })]));
  // (A knowledge base set up for one GitHub repository is about it, whatever the runner's folder
  // was called: GitClaw's sessions ran in gitclaw/, then in github-claw/ after a rename.)
  const several = !config.github.repo && new Set([...projects.values()].filter(Boolean)).size > 1;
  const ctx: ComposeContext = { config, repo: config.github.repo, now: input.now, ...(several ? { projectOf: (session: string) => projects.get(session) } : {}) };
  // A sub-agent's transcript stands for its work only when the session that delegated to it is
  // missing; otherwise that session's answers already tell what came of it.
  const present = new Set(digests.map((d) => d.session.id));
  const subjects = digests.filter((d) => !(d.session.parent && present.has(d.session.parent))).flatMap((d) => d.subjects);
  const refs = buildRefs(subjects);
  const clusters = clusterSubjects(refs, { joinThreshold: JOIN_THRESHOLD, sameSessionThreshold: SAME_SESSION_JOIN_THRESHOLD });

  const clusterOfSubject = new Map<string, Cluster>();
  for (const c of clusters) for (const m of c.members) clusterOfSubject.set(m.subject.key, c);

  const drafts: ArticleDraft[] = [];
  const centroidOf = new Map<string, Vector>();
  const headOf = new Map<string, Vector>();
  for (const cluster of clusters) {
    const composed = cluster.kind === 'declared' ? composeDeclared(cluster, ctx, confirmationsOf(cluster, subjects)) : composeAnalysisCluster(cluster, ctx);
    for (const d of composed) {
      drafts.push(d);
      centroidOf.set(d.founder, cluster.centroid);
      headOf.set(d.founder, cluster.head);
    }
  }
  markConflicts(drafts, config.github.repo);
  markFixedErrors(drafts, digests, renamed);
  const tasks = [...composeTasks(subjects, ctx, (key) => clusterOfSubject.get(key)?.founder), ...modelChanges(digests, drafts, ctx, renamed)];
  const { idf } = inverseDocumentFrequencies(subjects.map((s) => s.terms.map(([t]) => t)));
  for (const t of tasks) {
    drafts.push(t);
    const v = tfidf(tokenize(t.title).map((w) => [w, 1] as [string, number]), idf);
    centroidOf.set(t.founder, v);
    headOf.set(t.founder, v);
  }
  markMemoryRisks(drafts, input.sessionDirs ?? []);
  markRunnerLimits(drafts, digests);
  markThrowawayRuns(drafts, digests);
  markPartsOverTotal(drafts);
  markWebClaims(drafts, digests, config.github.repo, renamed);
  markMisplacedPaths(drafts, digests, config.github.repo, renamed);

  const surface = surfaceWords([...new Set(subjects.flatMap((s) => [s.title, s.summary, ...s.statements.map((st) => st.text)]))]);
  for (const d of drafts) d.tags = d.type === 'action' ? ['task'] : tagsOf(centroidOf.get(d.founder)!, surface, idf);
  // (First: the site shows it as a badge, and an agent reading context.json learns it is a plan.)
  for (const d of drafts) if (d.proposed) d.tags = ['proposed', ...d.tags.filter((t) => t !== 'proposed')];

  // Rules the person set hold where they were set: across several projects, the title says which.
  if (ctx.projectOf) {
    for (const d of drafts) {
      const names = new Set(d.sources.map((src) => ctx.projectOf!(src.session)).filter(Boolean));
      if (d.title === 'Working rules and preferences' && names.size === 1) d.title = `${d.title} in ${[...names][0]}`;
    }
  }
  // Stable ids: a known founder keeps its id; a new one gets a slug of its title, never one in use.
  const used = new Set<string>([...input.reservedIds, ...input.knownIds.values()]);
  const ids = new Map<string, string>();
  for (const d of drafts) {
    const known = input.knownIds.get(d.founder);
    if (known) {
      d.id = known;
      ids.set(d.founder, known);
    }
  }
  // (The article in force gets the plain slug; one it superseded, a snapshot "as of" a day, takes
  // that day: "…-compared-sawyerhood-2026-02-20", not the plain slug with its successor at "-2".)
  const inForceFirst = [...drafts.filter((d) => d.status !== 'superseded'), ...drafts.filter((d) => d.status === 'superseded')];
  for (const d of inForceFirst) {
    if (d.id) continue;
    const base = slugOf(d);
    let id = used.has(base) && d.asOf ? `${base}-${d.asOf}` : base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    d.id = id;
    ids.set(d.founder, id);
  }
  // The project is a tag too, once the ids are set (a tag must not change a slug): the site
  // filters and searches by it.
  if (ctx.projectOf) {
    for (const d of drafts) {
      const names = [...new Set(d.sources.map((src) => ctx.projectOf!(src.session)).filter((x): x is string => Boolean(x)).map((x) => x.toLowerCase()))];
      if (names.length === 1 && !d.tags.includes(names[0])) d.tags.push(names[0]);
    }
  }
  const idOf = (founder: string) => ids.get(founder) ?? founder;
  // The one project an article's sessions worked in, if one: articles of two projects are not
  // related by their words ("Copilot instructions for the dotfiles codebase" and "… for the demoapi
  // codebase" share every word but the repository).
  const projectOfDraft = new Map(drafts.map((d) => {
    const names = new Set(d.sources.map((src) => projects.get(src.session)).filter(Boolean));
    return [d, names.size === 1 ? [...names][0] : undefined] as const;
  }));
  const sameProject = (a: ArticleDraft, b: ArticleDraft) => !projectOfDraft.get(a) || !projectOfDraft.get(b) || projectOfDraft.get(a) === projectOfDraft.get(b);
  for (const d of drafts) {
    d.supersedes = d.supersedes.map(idOf);
    if (d.superseded_by) d.superseded_by = idOf(d.superseded_by);
    d.disputed_with = d.disputed_with.map(idOf);
    const explicit = [...d.related.map(idOf), ...d.supersedes, ...(d.superseded_by ? [d.superseded_by] : []), ...d.disputed_with];
    const mine = centroidOf.get(d.founder)!;
    const myHead = headOf.get(d.founder)!;
    // Related by what they are about (titles, questions) as much as by everything said.
    const relatedness = (o: ArticleDraft) => 0.5 * cosine(mine, centroidOf.get(o.founder)!) + 0.5 * cosine(myHead, headOf.get(o.founder)!);
    // Tasks link only to the subject they came from; articles to their nearest neighbours.
    const similar = d.type === 'action' ? [] : drafts
      .filter((o) => o !== d && o.type !== 'action' && sameProject(d, o))
      .map((o) => ({ id: o.id, score: relatedness(o) }))
      .filter((x) => x.score >= RELATED_MIN)
      .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
      .slice(0, RELATED_MAX)
      .map((x) => x.id);
    d.related = [...new Set([...explicit, ...similar])].filter((id) => id !== d.id);
  }
  // Knowledge declared in the same session (who the agent is, who the user is) belongs together.
  const declared = drafts.filter((d) => d.type === 'decision' || d.type === 'preference');
  for (const a of declared) {
    for (const b of declared) {
      if (a !== b && a.sources[0] && b.sources.some((s) => s.session === a.sources[0].session && s.role === 'user') && a.sources[0].role === 'user' && !a.related.includes(b.id)) a.related.push(b.id);
    }
  }
  linkLaterChanges(drafts);
  applyObservations(drafts, digests, config.github.repo, renamed);
  tellSubAgentFindings(drafts, digests);
  checkIdentityTakesHold(drafts, digests, config.github.repo);
  checkAddressTakesHold(drafts, digests, config.github.repo, renamed);
  settleForgetting(drafts, config.github.repo, digests);
  // Tasks point at their subject; the subject points back at its tasks.
  for (const t of drafts.filter((d) => d.type === 'action')) {
    for (const id of t.related) {
      const subject = drafts.find((d) => d.id === id);
      if (subject && !subject.related.includes(t.id)) subject.related.push(t.id);
    }
  }

  // (Indexed once: each article cites thousands of sessions in a large knowledge base.)
  const fedBy = new Map<string, ArticleDraft[]>();
  for (const a of drafts) {
    for (const session of new Set(a.sources.map((s) => s.session))) {
      const list = fedBy.get(session);
      if (list) list.push(a);
      else fedBy.set(session, [a]);
    }
  }
  const runs: Run[] = digests.map((d) => {
    const fed = fedBy.get(d.session.id) ?? [];
    return {
      ...d.run,
      articles: fed.map((a) => a.id).sort(),
      decisions: fed.filter((a) => a.type === 'decision').map((a) => a.id).sort(),
    };
  });
  drafts.sort((a, b) => a.id.localeCompare(b.id));
  return { drafts, runs, ids };
}
