// One article per subject, not per sentence: subjects from every session are grouped into
// clusters. Declared knowledge groups by what it is about (the agent's identity, the user, a
// decision's subject); analyses group by how alike their terms are. Clustering is greedy in
// chronological order, so the earliest subject founds a cluster and names its article, and a new
// session can only join clusters, never reshuffle old ones.
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

export function clusterSubjects(refs: SubjectRef[], options: ClusterOptions): Cluster[] {
  const clusters: Cluster[] = [];
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
    for (const c of clusters) {
      if (c.kind !== 'analysis') continue;
      if (c.members[0].subject.snapshot !== ref.subject.snapshot) continue;
      const score = cosine(c.centroid, ref.vector);
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
    }
    if (best && bestScore >= options.joinThreshold) {
      best.members.push(ref);
      best.centroid = combine(best.centroid, ref.vector);
      best.head = combine(best.head, ref.head);
    } else clusters.push({ founder: ref.subject.key, kind: 'analysis', members: [ref], centroid: ref.vector, head: ref.head });
  }
  return clusters;
}
