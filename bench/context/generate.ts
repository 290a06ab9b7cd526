// A deterministic synthetic knowledge base for benchmarks: N articles in the real frontmatter
// shape, with the proportions of a real one (a few preferences, disputed pairs with a Conflict
// section, superseded → successor pairs, tasks). Same seed, same files.
//   node bench/context/generate.ts DIR N [SEED]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The seeded PRNG every generator shares (mulberry32). */
import { seededRandom as random } from '../../curation/lib/random.ts';
export { random };

const COMMON = `agent session workflow issue comment repository branch commit deploy build test cache
config setting schedule cron token model provider retry limit error failure timeout queue worker
skill prompt context memory state file folder template license copyright fork upstream release
version package dependency install update review merge conflict label milestone action runner
secret permission access user team owner admin preference style format language review docs
website page search index graph timeline summary report metric cost budget latency storage
database query migration schema api endpoint request response header payload webhook event
notification email message channel thread discussion decision rationale tradeoff option risk
limitation workaround bug fix feature roadmap phase plan task priority deadline estimate owner
container image registry cluster node pod volume network proxy certificate domain dns cdn
python rust typescript javascript go java shell bash yaml json markdown html css node npm`.split(/\s+/).filter(Boolean);

const FILLER = `the a of to and in is for that with on as by this be are from it at or an which was will
can should when not has have but all their more also each into than only other some these they
we our its after before because while where about through during without between under over`.split(/\s+/).filter(Boolean);

const SYLLABLES = ['ka', 'lo', 'mi', 'ter', 'van', 'dor', 'si', 'pra', 'nu', 'gel', 'tor', 'fi', 'ban', 'qui', 'ros', 'el', 'zu', 'mar', 'ten', 'dix'];

function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)];
}

/** Vocabulary: common words plus a long Zipf-distributed tail of invented ones. */
function vocabulary(rng: () => number): string[] {
  const words = new Set(COMMON);
  while (words.size < 4000) {
    const n = 2 + Math.floor(rng() * 3);
    let w = '';
    for (let i = 0; i < n; i++) w += pick(rng, SYLLABLES);
    words.add(w);
  }
  return [...words];
}

function zipf(rng: () => number, size: number): number {
  // Inverse-CDF approximation of Zipf with s ≈ 1.
  return Math.min(size - 1, Math.floor(Math.exp(rng() * Math.log(size + 1)) - 1));
}

function sentence(rng: () => number, vocab: string[], words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(rng() < 0.45 ? pick(rng, FILLER) : vocab[zipf(rng, vocab.length)]);
  const s = out.join(' ');
  return `${s[0].toUpperCase()}${s.slice(1)}.`;
}

function paragraph(rng: () => number, vocab: string[]): string {
  const n = 2 + Math.floor(rng() * 4);
  return Array.from({ length: n }, () => sentence(rng, vocab, 8 + Math.floor(rng() * 12))).join(' ');
}

function hex(rng: () => number, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(rng() * 16).toString(16);
  return s;
}

const TYPES = [
  ['decision', 'decisions', 0.3],
  ['fact', 'project', 0.3],
  ['architecture', 'architecture', 0.12],
  ['limitation', 'limitations', 0.08],
  ['event', 'history', 0.08],
  ['question', 'project', 0.06],
  ['action', 'tasks', 0.03],
  ['preference', 'preferences', 0.03],
] as const;

function typeOf(rng: () => number): (typeof TYPES)[number] {
  let r = rng();
  for (const t of TYPES) if ((r -= t[2]) < 0) return t;
  return TYPES[0];
}

const yamlString = (s: string) => JSON.stringify(s);

export function generateKnowledge(dir: string, count: number, seed = 1): void {
  const rng = random(seed);
  const vocab = vocabulary(rng);
  rmSync(dir, { recursive: true, force: true });
  const ids = Array.from({ length: count }, (_, i) => `article-${String(i).padStart(5, '0')}`);
  for (let i = 0; i < count; i++) {
    const [type, topic] = typeOf(rng);
    const id = ids[i];
    const title = sentence(rng, vocab, 4 + Math.floor(rng() * 5)).slice(0, -1);
    const summary = sentence(rng, vocab, 18 + Math.floor(rng() * 14));
    const day = `2026-0${1 + Math.floor(rng() * 6)}-${String(1 + Math.floor(rng() * 28)).padStart(2, '0')}`;
    const extra: string[] = [];
    let conflict = '';
    const roll = rng();
    if (roll < 0.04 && i + 1 < count) {
      extra.push('status: disputed', `disputed_with: [${ids[i + 1]}]`);
      conflict = `\n## Conflict\n\n${paragraph(rng, vocab)}\n`;
    } else if (roll < 0.09 && i + 1 < count) {
      extra.push('status: superseded', `superseded_by: ${ids[i + 1]}`);
    } else if (rng() < 0.05) {
      extra.push('status: outdated');
    }
    if (type === 'action') extra.push(`task_state: ${rng() < 0.6 ? 'pending' : 'done'}`);
    const sources = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => {
      const session = `${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}`;
      return [
        `  - session: ${session}`,
        '    format: pi',
        `    issue: ${1 + Math.floor(rng() * 400)}`,
        `    date: ${day}T${String(Math.floor(rng() * 24)).padStart(2, '0')}:00:00.000Z`,
        '    role: user',
      ].join('\n');
    });
    const tags = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => pick(rng, COMMON));
    const body = [
      `# ${title}`,
      '',
      paragraph(rng, vocab),
      '',
      '## Details',
      '',
      ...Array.from({ length: 1 + Math.floor(rng() * 4) }, () => `${paragraph(rng, vocab)}\n`),
      conflict,
    ].join('\n');
    const frontmatter = [
      '---',
      `id: ${id}`,
      `title: ${yamlString(title)}`,
      `summary: ${yamlString(summary)}`,
      `topic: ${topic}`,
      `type: ${type}`,
      ...extra,
      `confidence: ${(0.3 + rng() * 0.7).toFixed(2)}`,
      `created: ${day}`,
      `updated: ${day}`,
      'sources:',
      ...sources,
      `tags: [${[...new Set(tags)].join(', ')}]`,
      `related: [${pick(rng, ids)}]`,
      'curated_by: auto',
      '---',
      '',
    ].join('\n');
    mkdirSync(path.join(dir, topic), { recursive: true });
    writeFileSync(path.join(dir, topic, `${id}.md`), `${frontmatter}${body}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir, n, seed] = process.argv.slice(2);
  if (!dir || !n) {
    console.error('Usage: node bench/context/generate.ts DIR N [SEED]');
    process.exit(2);
  }
  generateKnowledge(dir, Number(n), seed ? Number(seed) : 1);
}
