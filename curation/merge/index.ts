// From every session's digest to the articles the knowledge base should hold. The passes, in
// order: drop what the corpus shows is boilerplate or automation; group exchanges into threads and
// threads into subjects; retire what later claims corrected, rejected or changed; make an article
// of each subject, a record of each name and rule the person set, and a superseded article of each
// telling retired state; then titles, topics, stable ids, links and run summaries.
import type { Claim } from '../schema/claim.ts';
import type { Digest } from '../schema/digest.ts';
import type { Run } from '../schema/run.ts';
import type { LoreConfig } from '../config/schema.ts';
import type { ArticleDraft } from '../schema/draft.ts';
import type { ArticleModel, ClaimRef, Retirement, Subject, Thread } from './model.ts';
import { corpusStats, type CorpusStats } from './corpus.ts';
import { threadsOf } from './threads.ts';
import { absorbThin, limitSubjects, mergeAlike, subjectsOf } from './subjects.ts';
import { changeRetirements, diagnosisRetirements, fixRetirements, relationRetirements, relocationRetirements, removalRetirements, restatementRetirements, slotRetirements, switchRetirements, valueRetirements } from './status.ts';
import { retiredArticles, subjectArticle } from './articles.ts';
import { recordsOf } from './records.ts';
import { assignIds } from './ids.ts';
import { relate } from './related.ts';
import { assignTopics } from './topics.ts';
import type { TopicInfo as Topic } from '../schema/topics.ts';
import { renderDraft } from '../render/article.ts';
import { recordTitle, setupTitle } from '../render/titles.ts';
import { failuresOf, setupOf } from './setup.ts';
import { inverseDocumentFrequencies } from '../text/similarity.ts';
import { pathLeaf } from '../lib/paths.ts';
import { projectRenames } from './projects.ts';

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
  /** The topics the drafts are filed under, with their names (`knowledge/_topics.json`). */
  topics: Topic[];
}

/** The project a session worked in: the repository the harness names, else the working directory's
 * last folder (under its first name, when a runner's checkout was renamed). */
export function projectOf(d: Digest, renames: Map<string, string> = new Map()): string {
  if (d.session.repo) return d.session.repo.toLowerCase();
  const dir = d.session.project ? (renames.get(d.session.project) ?? d.session.project) : '';
  const folder = dir ? pathLeaf(dir) : '';
  return folder && folder !== '~' && !/^(?:tmp|temp)/i.test(folder) ? folder.toLowerCase() : '';
}

function isRule(c: Claim): boolean {
  return c.speaker === 'person' && c.kind === 'preference';
}

function claimRefs(digests: Digest[], project: Map<Digest, string>, stats: CorpusStats): ClaimRef[] {
  const out: ClaimRef[] = [];
  for (const d of digests) {
    // A person restating a standing rule in every session ("write everything in German") is the
    // person, not a scheduler: of a recurring prompt, the rule it sets is kept (the rest of the
    // exchange is treated as the recurring prompt's).
    const automation = new Set(d.exchanges.filter((ex) => ex.speaker === 'automation').map((ex) => ex.index));
    const recurring = new Set(d.exchanges.filter((ex) => stats.isAutomationPrompt(ex.promptFp, ex.promptWords)).map((ex) => ex.index));
    d.claims.forEach((claim, i) => {
      if (automation.has(claim.exchange) || (recurring.has(claim.exchange) && !isRule(claim))) return;
      if (!isRule(claim) && stats.isBoilerplate(claim.fp, d.session.id, claim.entities.length)) return;
      const exchange = d.exchanges[claim.exchange];
      if (!exchange) return;
      out.push({ id: `${d.session.id}#${i}`, claim, digest: d, exchange, project: project.get(d)! });
    });
  }
  return out;
}

export function mergeDigests(input: MergeInput): MergeResult {
  const { config } = input;
  const present = new Set(input.digests.map((d) => d.session.id));
  // A sub-agent's transcript stands for its work only when the session that delegated to it is missing.
  const digests = [...input.digests]
    .filter((d) => !(d.session.parent && present.has(d.session.parent)))
    .sort((a, b) => a.session.started.localeCompare(b.session.started) || a.session.id.localeCompare(b.session.id));
  // A knowledge base set up for one GitHub repository is about it, whatever folders its sessions ran in.
  const renames = projectRenames(digests);
  const only = config.github.repo?.toLowerCase();
  const project = new Map(digests.map((d) => [d, only ?? projectOf(d, renames)]));
  const stats = corpusStats(digests, (d) => project.get(d)!);
  const refs = claimRefs(digests, project, stats);
  const byId = new Map(refs.map((r) => [r.id, r]));
  const { idf, df, size } = inverseDocumentFrequencies(digests.flatMap((d) => d.exchanges.map((ex) => [...ex.terms.map(([t]) => t), ...ex.entities.map(([k]) => `@${k}`)])));
  // A named thing most exchanges mention ("result.md" in a template every prompt follows) ties nothing.
  const distinctive = (key: string) => df(`@${key}`) <= Math.max(2, size * 0.15);

  const refsOf = new Map<Digest, ClaimRef[]>();
  for (const r of refs) (refsOf.get(r.digest) ?? refsOf.set(r.digest, []).get(r.digest)!).push(r);
  const threads: Thread[] = digests.flatMap((d) => threadsOf(d, project.get(d)!, refsOf.get(d) ?? [], idf, distinctive));
  const subjects: Subject[] = limitSubjects(mergeAlike(absorbThin(subjectsOf(threads, idf), idf), idf), idf);

  const retired = new Map<string, Retirement>();
  const found = [
    ...relationRetirements(refs, byId),
    ...changeRetirements(refs),
    ...valueRetirements(threads),
    ...relocationRetirements(threads),
    ...fixRetirements(threads),
    ...removalRetirements(refs),
    ...switchRetirements(threads),
    ...subjects.flatMap(slotRetirements),
    ...subjects.flatMap(restatementRetirements),
    ...subjects.flatMap(diagnosisRetirements),
  ];
  // One retirement per claim: the first found, unless a later one shows the change on both sides.
  for (const r of found) {
    const had = retired.get(r.claim.id);
    if (!had || (!had.explicit && r.explicit)) retired.set(r.claim.id, r);
  }

  const models: ArticleModel[] = [];
  for (const s of subjects) {
    const m = subjectArticle(s, retired, idf, config.curation.similarityThreshold, (h) => stats.isTemplateHeading(s.project, h));
    if (!m) continue;
    models.push(m, ...retiredArticles(m));
  }
  for (const p of new Set(project.values())) {
    models.push(...recordsOf(p, refs.filter((r) => r.project === p)));
    const own = digests.filter((d) => project.get(d) === p);
    for (const m of [setupOf(p, own), failuresOf(p, own)]) if (m) models.push(m);
  }
  for (const m of models) {
    if (m.form === 'record') m.title = recordTitle(m);
    else if (m.form === 'setup') m.title = setupTitle(m);
  }
  // Knowledge below the configured confidence is not written (records and reversals stand above it).
  const kept = models.filter((m) => m.confidence >= config.curation.minConfidence);
  models.splice(0, models.length, ...kept);
  relate(models, subjects, idf);
  const topics = assignTopics(models, idf, config.curation.topics.preference ?? 'preferences');
  const ids = assignIds(models, input.knownIds, input.reservedIds);
  const idOf = (founder: string) => ids.get(founder) ?? founder;
  const drafts = models.map((m) => renderDraft(m, { repo: config.github.repo }, { idOf }));
  const modelOf = new Map(models.map((m) => [m.founder, m]));
  for (const d of drafts) d.tags = tagsOf(modelOf.get(d.founder)!);

  const fedBy = new Map<string, ArticleDraft[]>();
  for (const a of drafts) for (const session of new Set(a.sources.map((s) => s.session))) (fedBy.get(session) ?? fedBy.set(session, []).get(session)!).push(a);
  const runs: Run[] = input.digests.map((d) => {
    const fed = fedBy.get(d.session.id) ?? [];
    return { ...d.run, articles: fed.map((a) => a.id).sort(), decisions: fed.filter((a) => a.type === 'decision').map((a) => a.id).sort() };
  });
  drafts.sort((a, b) => a.id.localeCompare(b.id));
  return { drafts, runs, ids, topics };
}

/** Tags: the named things the article is most about, as written. */
function tagsOf(m: ArticleModel): string[] {
  // (The setup article's words are its title's: tags would only repeat them.)
  if (m.form === 'setup') return [];
  const counts = new Map<string, number>();
  for (const ex of new Set(m.claims.map((c) => c.exchange))) for (const e of ex.entities) counts.set(e[1], (counts.get(e[1]) ?? 0) + e[2]);
  return [...counts]
    .filter(([t]) => t.length >= 2 && t.length <= 40 && !/\s{2,}|[\\/]{2}/.test(t))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 4)
    .map(([t]) => t.toLowerCase());
}
