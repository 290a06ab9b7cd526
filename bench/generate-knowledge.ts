// Generates a schema-valid knowledge base of N articles for benchmarks and load tests:
// realistic titles and bodies, ~10 topics, statuses ~80% current / 8% disputed / 7% superseded /
// 5% outdated, related links with a power-law degree, sources with sessions, issues and dates,
// tasks in every state, and `_runs.json`. Deterministic: the same --count and --seed always
// write byte-identical files.
//
//   node bench/generate-knowledge.ts --count 1000 --out tmp/kb-1000 [--seed 42]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededRandom } from '../curation/lib/random.ts';
import { loadKnowledge } from '../curation/store/load.ts';

const TOPICS = ['decisions', 'architecture', 'project', 'preferences', 'limitations', 'history', 'infrastructure', 'api', 'testing', 'security'];
const TOPIC_TYPE: Record<string, string> = {
  decisions: 'decision',
  architecture: 'architecture',
  project: 'fact',
  preferences: 'preference',
  limitations: 'limitation',
  history: 'event',
  infrastructure: 'fact',
  api: 'architecture',
  testing: 'fact',
  security: 'decision',
  tasks: 'action',
};
const SUBJECTS = [
  'the session store', 'the retry loop', 'GitHub Actions schedules', 'the issue map', 'release archives', 'the search index',
  'the deploy workflow', 'the LLM budget', 'rate limits', 'the context window', 'commit signing', 'the state branch',
  'webhook delivery', 'the cache layer', 'the config loader', 'token redaction', 'the graph layout', 'the comment parser',
  'workflow concurrency', 'the sandbox', 'the artifact store', 'Node 24 type stripping', 'the Markdown renderer',
  'pull request reviews', 'the bootstrap prompt', 'skill loading', 'the memory log', 'fork syncing', 'label triage',
];
const VERBS = ['Use', 'Keep', 'Avoid', 'Prefer', 'Replace', 'Limit', 'Cache', 'Split', 'Pin', 'Document', 'Batch', 'Retry'];
const OBJECTS = [
  'for every run', 'behind a feature flag', 'per issue', 'in one place', 'at build time', 'with a fixed seed',
  'on the default branch', 'across forks', 'before each session', 'under 50 KB', 'with exponential backoff', 'in CI only',
];
const SENTENCES = [
  'The team settled this after {n} sessions that kept running into the same problem with {s}.',
  'It matters because {s} is on the path of every run, and a slow or flaky step there is felt everywhere.',
  'The alternative was discussed in issue #{i}, where {s} turned out to be harder to change than expected.',
  'Measurements showed {n} ms per call on a cold cache and about a tenth of that once warm.',
  'The Admiral asked for the short version: it works, it is tested, and it is written down here.',
  'A follow-up should check whether {s} still behaves the same after the next upgrade.',
  'This was confirmed again on a later run, with the same outcome and no new caveats.',
  'Nobody objected, but the trade-off is that {s} now needs one more step when it is set up from scratch.',
  'See the linked articles for the context this builds on and the questions it leaves open.',
  'The quickest way to verify it is to run the workflow twice and compare the state it commits.',
];

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

const yaml = (s: string) => JSON.stringify(s);

interface Draft {
  id: string;
  subject: string;
  topic: string;
  title: string;
  status: 'current' | 'disputed' | 'superseded' | 'outdated';
  confidence: number;
  created: string;
  updated: string;
  related: string[];
  disputedWith?: string;
  supersededBy?: string;
  supersedes: string[];
  taskState?: 'pending' | 'in_progress' | 'done';
  sources: Array<{ session: string; issue: number; date: string }>;
  tags: string[];
}

export interface GeneratedKnowledge {
  articles: number;
  runs: number;
}

export function generateKnowledge(count: number, out: string, seed = 42): GeneratedKnowledge {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const start = Date.UTC(2024, 0, 1);
  const span = 730 * 86_400_000;
  const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

  const sessionCount = Math.max(3, Math.round(count / 5));
  const sessions = Array.from({ length: sessionCount }, (_, i) => {
    const t = start + Math.floor((span * i) / sessionCount) + int(0, 3_600_000);
    const hex = Math.floor(random() * 0xffffffff).toString(16).padStart(8, '0');
    return { id: `${hex}-${pad(i, 4)}-4000-8000-${pad(i * 7919 % 1_000_000_000_000, 12)}`, time: t, issue: 1 + (i % Math.max(50, sessionCount / 2)), articles: [] as string[] };
  });

  // Drafts in creation order; ids are unique because they carry their index.
  const drafts: Draft[] = [];
  const taskCount = Math.round(count * 0.05);
  for (let i = 0; i < count; i++) {
    const isTask = i % Math.max(1, Math.floor(count / Math.max(taskCount, 1))) === 0 && drafts.filter((d) => d.topic === 'tasks').length < taskCount;
    const topic = isTask ? 'tasks' : TOPICS[Math.min(TOPICS.length - 1, Math.floor(-Math.log(1 - random() * 0.999) * 3))];
    const subject = pick(SUBJECTS);
    const title = `${pick(VERBS)} ${subject} ${pick(OBJECTS)}`;
    const sessionIndex = Math.min(sessionCount - 1, Math.floor((i / count) * sessionCount));
    const s0 = sessions[sessionIndex];
    const sourceCount = 1 + Math.floor(-Math.log(1 - random() * 0.95) * 0.8);
    const sources = Array.from({ length: sourceCount }, (_, k) => {
      const s = k === 0 ? s0 : sessions[Math.min(sessionCount - 1, sessionIndex + int(0, 12))];
      if (!s.articles.includes(`#${i}`)) s.articles.push(`#${i}`);
      return { session: s.id, issue: s.issue, date: new Date(s.time + k * 60_000).toISOString() };
    }).sort((a, b) => a.date.localeCompare(b.date));
    const created = sources[0].date.slice(0, 10);
    const updated = sources[sources.length - 1].date.slice(0, 10);
    drafts.push({
      id: `${slugify(title)}-${pad(i + 1, 5)}`,
      subject,
      topic,
      title: `${title} (#${i + 1})`,
      status: 'current',
      confidence: Math.round((0.3 + random() * 0.69) * 100) / 100,
      created,
      updated,
      related: [],
      supersedes: [],
      taskState: isTask ? pick(['pending', 'pending', 'in_progress', 'done'] as const) : undefined,
      sources,
      tags: [subject.replace(/^the /, '').split(' ')[0].toLowerCase(), topic],
    });
  }

  // Statuses: pairs of disputed articles (8%), superseded ones pointing at a later article of
  // the same topic (7%), outdated ones (5%); the rest stay current.
  const untouched = () => {
    for (let tries = 0; tries < 50; tries++) {
      const d = drafts[Math.floor(random() * drafts.length)];
      if (d.status === 'current' && !d.supersedes.length && d.topic !== 'tasks') return d;
    }
    return undefined;
  };
  for (let pairs = Math.round((count * 0.08) / 2); pairs > 0; pairs--) {
    const a = untouched();
    if (!a) break;
    a.status = 'disputed';
    const b = untouched();
    if (!b) {
      a.status = 'current';
      break;
    }
    b.status = 'disputed';
    a.disputedWith = b.id;
    b.disputedWith = a.id;
  }
  const byTopic = new Map<string, Draft[]>();
  for (const d of drafts) byTopic.set(d.topic, [...(byTopic.get(d.topic) ?? []), d]);
  for (let n = Math.round(count * 0.07); n > 0; n--) {
    const old = untouched();
    if (!old) break;
    const later = (byTopic.get(old.topic) ?? []).filter((d) => d.created >= old.created && d !== old && d.status === 'current');
    const successor = later.length ? later[Math.floor(random() * later.length)] : undefined;
    if (!successor) continue;
    old.status = 'superseded';
    old.supersededBy = successor.id;
    successor.supersedes.push(old.id);
    if (successor.updated < old.updated) successor.updated = old.updated;
  }
  for (let n = Math.round(count * 0.05); n > 0; n--) {
    const d = untouched();
    if (d) d.status = 'outdated';
  }

  // Related links with a power-law degree: out-degree from a Pareto tail, targets chosen by a
  // Zipf-like popularity so a few articles collect many links.
  const popularity = drafts.map((_, i) => i);
  for (let i = popularity.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [popularity[i], popularity[j]] = [popularity[j], popularity[i]];
  }
  for (const d of drafts) {
    const degree = Math.min(25, Math.floor(Math.pow(1 - random() * 0.999, -1 / 1.6)) - 1 + (random() < 0.5 ? 1 : 0));
    const targets = new Set<string>();
    for (let k = 0; k < degree * 2 && targets.size < degree; k++) {
      const rank = Math.floor(Math.pow(random(), 2.2) * drafts.length);
      const t = drafts[popularity[rank]];
      if (t.id !== d.id) targets.add(t.id);
    }
    d.related = [...targets].sort();
  }

  rmSync(out, { recursive: true, force: true });
  const pathOf = new Map(drafts.map((d) => [d.id, `${d.topic}/${d.id}.md`]));
  const titles = new Map(drafts.map((d) => [d.id, d.title]));
  drafts.forEach((d, index) => {
    const r = seededRandom(seed * 1_000_003 + index);
    const say = (template: string) =>
      template
        .replace('{s}', d.subject)
        .replace('{n}', String(2 + Math.floor(r() * 40)))
        .replace('{i}', String(d.sources[0].issue));
    const paragraphs: string[] = [];
    const paraCount = 2 + Math.floor(r() * 3);
    for (let p = 0; p < paraCount; p++) {
      const sentences = Array.from({ length: 2 + Math.floor(r() * 3) }, () => say(SENTENCES[Math.floor(r() * SENTENCES.length)]));
      paragraphs.push(sentences.join(' '));
    }
    const own = pathOf.get(d.id)!;
    const rel = (id: string) => path.posix.relative(path.posix.dirname(own), pathOf.get(id)!);
    const titleOf = (id: string) => titles.get(id) ?? id;
    // Curation never writes a `# Title` (the page shows the title); people editing by hand often
    // do. One article in ten is such a hand-edited one.
    const byHand = index % 10 === 0;
    const lines = [
      '---',
      `id: ${d.id}`,
      `title: ${yaml(d.title)}`,
      `summary: ${yaml(paragraphs[0].split('. ')[0].replace(/\.$/, '') + '.')}`,
      `topic: ${d.topic}`,
      `type: ${TOPIC_TYPE[d.topic] ?? 'fact'}`,
      `status: ${d.status}`,
      `confidence: ${d.confidence}`,
      `created: ${d.created}`,
      `updated: ${d.updated}`,
      ...(d.status === 'outdated' ? [`expires: ${dayOf(Date.parse(d.updated) + 30 * 86_400_000)}`] : []),
      'sources:',
      ...d.sources.flatMap((s) => [`  - session: ${s.session}`, `    issue: ${s.issue}`, `    date: ${s.date}`]),
      `tags: [${d.tags.join(', ')}]`,
      `related: [${d.related.join(', ')}]`,
      ...(d.supersedes.length ? [`supersedes: [${d.supersedes.join(', ')}]`] : []),
      ...(d.supersededBy ? [`superseded_by: ${d.supersededBy}`] : []),
      ...(d.disputedWith ? [`disputed_with: [${d.disputedWith}]`] : []),
      ...(d.taskState ? [`task_state: ${d.taskState}`] : []),
      `curated_by: ${byHand ? 'mixed' : 'auto'}`,
      '---',
      '',
      ...(byHand ? [`# ${d.title}`, ''] : []),
      ...paragraphs.flatMap((p) => [p, '']),
      ...(d.related.length ? ['## Related', '', ...d.related.slice(0, 5).map((id) => `- [${titleOf(id)}](${rel(id)})`), ''] : []),
      ...(d.disputedWith
        ? ['## Conflict', '', `This contradicts [${titleOf(d.disputedWith)}](${rel(d.disputedWith)}); the sessions have not settled which holds.`, '']
        : []),
    ];
    mkdirSync(path.join(out, d.topic), { recursive: true });
    writeFileSync(path.join(out, own), lines.join('\n'));
  });

  const ids = drafts.map((d) => d.id);
  const topicOf = new Map(drafts.map((d) => [d.id, d.topic]));
  const runs = sessions.map((s, i) => {
    const fed = s.articles.map((ref) => ids[Number(ref.slice(1))]).sort();
    return {
      session: s.id,
      file: `${new Date(s.time).toISOString().replace(/[:.]/g, '-')}_${s.id}.jsonl`,
      format: 'pi',
      title: `${pick(VERBS)} ${pick(SUBJECTS)}`,
      issue: s.issue,
      issues: [s.issue],
      started: new Date(s.time).toISOString(),
      ended: new Date(s.time + int(60_000, 3_600_000)).toISOString(),
      asked: `Could you look at ${pick(SUBJECTS)} ${pick(OBJECTS)}?`,
      outcome: pick(['completed', 'completed', 'answered', 'answered', 'failed', 'chat'] as const),
      outcome_note: '',
      files_changed: i % 3 === 0 ? [`src/${slugify(pick(SUBJECTS))}.ts`] : [],
      commands: int(0, 12),
      tool_calls: int(0, 30),
      messages: int(2, 40),
      decisions: fed.filter((id) => topicOf.get(id) === 'decisions'),
      articles: fed,
      follow_ups: [],
      errors: [],
    };
  });
  writeFileSync(path.join(out, '_runs.json'), `${JSON.stringify(runs, null, 2)}\n`);
  return { articles: drafts.length, runs: runs.length };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '1000' }, out: { type: 'string' }, seed: { type: 'string', default: '42' } } });
  const count = Number(values.count);
  if (!values.out || !Number.isInteger(count) || count < 1) {
    console.error('Usage: node bench/generate-knowledge.ts --count N --out DIR [--seed S]');
    process.exit(2);
  }
  const out = path.resolve(values.out);
  const started = performance.now();
  const result = generateKnowledge(count, out, Number(values.seed));
  const { diagnostics } = loadKnowledge(out);
  const errors = diagnostics.filter((d) => d.level === 'error');
  console.log(`wrote ${result.articles} articles and ${result.runs} runs to ${out} in ${Math.round(performance.now() - started)} ms; ${errors.length} schema errors`);
  for (const e of errors.slice(0, 10)) console.error(`  ${e.file}${e.line ? `:${e.line}` : ''}: ${e.message}`);
  if (errors.length) process.exit(1);
}
