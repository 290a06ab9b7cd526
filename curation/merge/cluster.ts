// One article per subject, not per sentence: subjects from every session are grouped into
// clusters. Declared knowledge groups by what it is about (the agent's identity, the user, a
// decision's subject); analyses group by how alike their terms are. Clustering is greedy in
// chronological order, so the earliest subject founds a cluster and names its article, and a new
// session can only join clusters, never reshuffle old ones.
import { pathLeaf } from '../lib/paths.ts';
import type { Subject } from '../schema/digest.ts';
import { combine, cosine, inverseDocumentFrequencies, termSimilarity, tfidf, type Vector } from './similarity.ts';
import { tokenize } from '../lib/text.ts';

export interface SubjectRef {
  subject: Subject;
  /** When the subject was first discussed (its first source). */
  time: string;
  sessionId: string;
  vector: Vector;
  /** Terms of the title and the request only: what the subject is about, not everything said. */
  head: Vector;
}

export interface Cluster {
  /** Key of the founding subject: stable across runs, it maps the cluster to its article id. */
  founder: string;
  kind: 'analysis' | 'declared';
  anchor?: string;
  members: SubjectRef[];
  centroid: Vector;
  head: Vector;
}

export interface ClusterOptions {
  /** Minimum cosine similarity for an analysis to join a cluster. */
  joinThreshold: number;
  /** The same, for a cluster founded in the same session: follow-ups in one session are about one
   * subject more often than two sessions are, so less likeness is enough. */
  sameSessionThreshold?: number;
}

function decisionKey(anchor: string): string {
  return anchor.replace(/^decision:/, '').replace(/-/g, ' ');
}

export function buildRefs(subjects: Subject[]): SubjectRef[] {
  const { idf } = inverseDocumentFrequencies(subjects.map((s) => s.terms.map(([t]) => t)));
  return subjects
    .map((subject) => ({
      subject,
      time: subject.sources[0]?.date ?? '',
      sessionId: subject.sources[0]?.session ?? subject.key,
      vector: tfidf(subject.terms, idf),
      head: tfidf(tokenize(`${subject.title} ${subject.title} ${subject.request}`).map((t) => [t, 1] as [string, number]), idf),
    }))
    .sort((a, b) => a.time.localeCompare(b.time) || a.subject.key.localeCompare(b.subject.key));
}

/** The heaviest terms of a vector: what an inverted index of clusters is keyed by. */
function topTerms(v: Vector, k = 12): string[] {
  return [...v.entries()].sort((a, b) => b[1] - a[1]).slice(0, k).map(([t]) => t);
}

/** Same project: the same working directory, or one inside the other (a monorepo's package);
 * unknown matches anything. */
export function sameProject(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return true;
  const x = a.replace(/[\\/]+$/, '');
  const y = b.replace(/[\\/]+$/, '');
  return x === y || y.startsWith(`${x}/`) || x.startsWith(`${y}/`) || y.startsWith(`${x}\\`) || x.startsWith(`${y}\\`);
}

/** The bar for joining two snapshots of the same project (sizes, counts, a status). */
const SNAPSHOT_JOIN = 0.2;

export function clusterSubjects(refs: SubjectRef[], options: ClusterOptions): Cluster[] {
  const clusters: Cluster[] = [];
  // Term → analysis clusters whose centroid weighs it: a subject is only compared with clusters it
  // shares a heavy term with, so thousands of sessions cluster in near-linear time.
  const byTerm = new Map<string, Set<Cluster>>();
  const orderOf = new Map<Cluster, number>();
  const index = (c: Cluster) => {
    if (!orderOf.has(c)) orderOf.set(c, orderOf.size);
    for (const t of topTerms(c.centroid)) {
      const set = byTerm.get(t) ?? new Set<Cluster>();
      set.add(c);
      byTerm.set(t, set);
    }
  };
  for (const ref of refs) {
    const anchor = ref.subject.anchor;
    if (ref.subject.declared && anchor) {
      const match = clusters.find(
        (c) => c.kind === 'declared' && c.anchor && (c.anchor === anchor || (anchor.startsWith('decision:') && c.anchor.startsWith('decision:') && termSimilarity(decisionKey(c.anchor), decisionKey(anchor)) >= 0.5)),
      );
      if (match) {
        match.members.push(ref);
        match.centroid = combine(match.centroid, ref.vector);
        match.head = combine(match.head, ref.head);
      } else clusters.push({ founder: ref.subject.key, kind: 'declared', anchor, members: [ref], centroid: ref.vector, head: ref.head });
      continue;
    }
    let best: Cluster | undefined;
    let bestScore = 0;
    const candidates = new Set<Cluster>();
    for (const t of topTerms(ref.vector)) for (const c of byTerm.get(t) ?? []) candidates.add(c);
    // Earliest cluster first, so ties go to the older subject whatever the set order.
    for (const c of [...candidates].sort((a, b) => orderOf.get(a)! - orderOf.get(b)!)) {
      if (c.members[0].subject.snapshot !== ref.subject.snapshot) continue;
      if (!sameProject(c.members[0].subject.project, ref.subject.project)) continue;
      // What the harness reported (an error, a hook's rule: no request) joins only what the harness
      // reported: the same refusal in three sessions is one article, a piece of work is another.
      if (!c.members[0].subject.request !== !ref.subject.request) continue;
      // (An incident the person reported is its own article: it joins only the same incident.)
      if (!c.members[0].subject.incident !== !ref.subject.incident) continue;
      // Two pieces of work that wrote different files ("Create a file called THE-IDEA.md…", "Create a
      // file called GITCLAW-Loves-Pi.md…") are alike in how they were asked, not in what they are.
      const otherWork = ref.subject.files.length > 0 && c.members.some((m) => m.subject.files.length > 0) && !c.members.some((m) => m.subject.files.some((f) => ref.subject.files.includes(f)));
      // Alike in everything said, or asked nearly the same question (a re-ask whose answer grew).
      const raw = otherWork ? cosine(c.centroid, ref.vector) : Math.max(cosine(c.centroid, ref.vector), 0.85 * cosine(c.head, ref.head));
      // (Scored against the threshold that applies, so a same-session cluster can win on its own bar.)
      const sameSession = c.members.some((m) => m.sessionId === ref.sessionId);
      // (Two snapshots of one project asked in other words, "What is the total size of the .GITCLAW
      // folder?" and "How big is .GITCLAW, just the code?", measure the same thing: a lower bar.)
      const snapshots = ref.subject.snapshot && c.members[0].subject.snapshot;
      // (A question about the tools in general, asked in a session of work, "gh auth switch と gh auth
      // setup-git は同じ？", is knowledge of its own: it names none of the files the work wrote, and
      // must not share that work's fate when a later change retires it.)
      const aside = !ref.subject.files.length && /[?？]\s*$/.test(ref.subject.request) && c.members.some((m) => m.subject.files.length) && !c.members.some((m) => m.subject.files.some((f) => ref.subject.request.includes(pathLeaf(f))));
      const bar = sameSession && !otherWork && !aside ? (options.sameSessionThreshold ?? options.joinThreshold) : snapshots ? Math.min(options.joinThreshold, SNAPSHOT_JOIN) : options.joinThreshold;
      const score = raw / bar;
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
    }
    if (best && bestScore >= 1) {
      best.members.push(ref);
      best.centroid = combine(best.centroid, ref.vector);
      best.head = combine(best.head, ref.head);
      index(best);
    } else {
      const cluster: Cluster = { founder: ref.subject.key, kind: 'analysis', members: [ref], centroid: ref.vector, head: ref.head };
      clusters.push(cluster);
      index(cluster);
    }
  }
  return clusters;
}
