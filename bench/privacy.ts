// Redaction: speed and false positives.
//   1. False positives per kind on the real sample corpora (../shared/corpus, which holds no
//      credentials: every finding there is a false positive) and on the shipped example corpus,
//      measured twice: on the session text curation actually sanitises (readSessions →
//      sanitizeSession), and on every string of every JSON record (tool output, file contents,
//      ids aside), the stricter test.
//   2. Planted fake secrets caught and look-alikes left alone (the unit tests' fixtures).
//   3. The planted-secret suite (tests/helpers/planted-corpus.ts) curated end to end: secrets
//      caught (in no file of the knowledge dir, .lore/ included), leaked, and look-alikes redacted.
//   4. Throughput of `redact` in MB/s (UTF-8): per string over the corpus strings, on one large
//      text, and on a text dense with secrets; next to the same detectors run without the
//      trigger pre-check, to show what the single trigger pass saves; and of finding 1,000
//      known values (value propagation) in the same text.
// Each speed figure is the best of several rounds of at least ~1 s (the machine is shared).
//   node bench/privacy.ts [--quick] [--show]   (--show prints each false positive's context)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DETECTORS, type Span } from '../curation/privacy/detectors.ts';
import { findSecrets, redact } from '../curation/privacy/redact.ts';
import { corpusFiles, recordStrings, sessionRedactions } from '../tests/helpers/corpus-strings.ts';
import { LOOK_ALIKES, PLANTED } from '../tests/fixtures/privacy/fake-secrets.ts';
import { bestPassesPerSecond } from './lib/rounds.ts';
import { curate } from '../curation/pipeline/curate.ts';
import { readSessions } from '../curation/sources/index.ts';
import { sanitizeSession } from '../curation/privacy/sanitize.ts';
import { SecretSet } from '../curation/privacy/known.ts';
import { loadSecretStore, secretSetOf } from '../curation/privacy/store.ts';
import { findLeaks, readAllText, writePlantedCorpus } from '../tests/helpers/planted-corpus.ts';
import { tempProject } from '../tests/helpers/project.ts';
import { rmSync } from 'node:fs';

const REPO = path.resolve(import.meta.dirname, '..');
const CORPUS = path.resolve(REPO, '../shared/corpus');
const EXAMPLES = path.resolve(REPO, 'examples/gitclaw');
const SHOW = process.argv.includes('--show');

/** The distinct strings of every record of every file below `dir`. */
function distinctRecordStrings(dir: string): string[] {
  return [...new Set(corpusFiles(dir).flatMap((file) => recordStrings(file).map((s) => s.text)))];
}

function countKinds(texts: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const text of texts) {
    for (const span of findSecrets(text)) {
      counts[span.kind] = (counts[span.kind] ?? 0) + 1;
      if (SHOW) console.log(`    ${span.kind}: …${JSON.stringify(text.slice(Math.max(0, span.start - 30), span.end + 10))}…`);
    }
  }
  return counts;
}

function describeCounts(counts: Record<string, number>): string {
  const entries = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  const total = entries.reduce((n, [, c]) => n + c, 0);
  return entries.length ? `${total} (${entries.map(([k, c]) => `${k} ${c}`).join(', ')})` : '0';
}

async function sessionFalsePositives(dir: string): Promise<{ sessions: number; counts: Record<string, number> }> {
  const { sessions, found } = await sessionRedactions(dir, REPO);
  const counts: Record<string, number> = {};
  for (const { kind, count } of found) counts[kind] = (counts[kind] ?? 0) + count;
  return { sessions, counts };
}

function bytesOf(texts: string[]): number {
  return texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
}

/** Best-of-rounds MB/s of `pass` over `texts`. */
async function throughput(texts: string[], pass: (text: string) => unknown): Promise<number> {
  const passesPerSecond = await bestPassesPerSecond(() => {
    for (const t of texts) pass(t);
  });
  return (passesPerSecond * bytesOf(texts)) / 1e6;
}

/** Every detector on every text: what redaction would cost without the trigger pass. */
function withoutPrecheck(text: string): number {
  const spans: Span[] = [];
  for (const d of DETECTORS) d.find(text, spans);
  return spans.length;
}

async function main(): Promise<void> {
  console.log('Redaction benchmark');
  const corpora = [
    { name: 'examples/gitclaw', dir: EXAMPLES },
    ...(existsSync(CORPUS) ? [{ name: '../shared/corpus', dir: CORPUS }] : []),
  ];
  if (!existsSync(CORPUS)) console.log(`  (sample corpus not found at ${CORPUS}: only the example corpus is measured)`);

  console.log('\nFalse positives (each corpus holds no credential)');
  let corpusStrings: string[] = [];
  for (const { name, dir } of corpora) {
    const strings = distinctRecordStrings(dir);
    if (dir === CORPUS || corpora.length === 1) corpusStrings = strings;
    const sessions = await sessionFalsePositives(dir);
    console.log(`  ${name}: session text of ${sessions.sessions} sessions: ${describeCounts(sessions.counts)}`);
    console.log(`  ${name}: all ${strings.length} distinct record strings (${(bytesOf(strings) / 1e6).toFixed(1)} MB): ${describeCounts(countKinds(strings))}`);
  }

  console.log('\nPlanted fake secrets and look-alikes');
  const caught = PLANTED.filter((p) => {
    const out = redact(p.text).text;
    return out.includes(`[REDACTED:${p.kind}]`) && !out.includes(p.secret);
  });
  const kinds = new Set(PLANTED.map((p) => p.kind));
  console.log(`  caught ${caught.length}/${PLANTED.length} planted secrets of ${kinds.size} kinds`);
  const untouched = LOOK_ALIKES.filter((t) => redact(t).text === t);
  console.log(`  left ${untouched.length}/${LOOK_ALIKES.length} look-alikes untouched`);

  console.log('\nPlanted-secret suite, curated end to end (tests/e2e/secrets.test.ts also builds the site)');
  const project = tempProject();
  const planted = writePlantedCorpus(project.sessions);
  await curate(project.config, { now: new Date('2026-04-01T00:00:00Z') });
  const leaks = findLeaks(readAllText(project.knowledge), planted.secrets);
  const known = secretSetOf(loadSecretStore(project.knowledge, () => {}));
  let lookAlikesRedacted = 0;
  for (const file of planted.lookAlikeFiles) {
    for (const session of await readSessions(file, {}, [])) lookAlikesRedacted += sanitizeSession(session, undefined, { known }).findings;
  }
  console.log(`  ${planted.plants} plants of ${planted.secrets.length} secrets (4 positions × 4 formats, each repeated bare later) in ${planted.sessions} sessions`);
  console.log(`  caught ${planted.secrets.length - leaks.length}/${planted.secrets.length}, leaked ${leaks.length}${leaks.length ? ` (${leaks.slice(0, 5).join('; ')})` : ''}`);
  console.log(`  false positives: ${lookAlikesRedacted} redactions in ${LOOK_ALIKES.length} look-alikes × ${planted.lookAlikeFiles.length} formats, with the run's ${known.size} known values`);
  rmSync(project.root, { recursive: true, force: true });

  console.log('\nThroughput (MB/s of UTF-8 text)');
  const large = corpusStrings.join('\n');
  const dense = Array.from({ length: 50 }, () => PLANTED.map((p) => p.text).join('\n')).join('\n');
  const rows: [string, string[]][] = [
    [`per string (${corpusStrings.length} corpus strings)`, corpusStrings],
    [`one text of ${(Buffer.byteLength(large) / 1e6).toFixed(1)} MB`, [large]],
    [`secret-dense text (${(Buffer.byteLength(dense) / 1e6).toFixed(2)} MB)`, [dense]],
  ];
  // Value propagation's cost: 1,000 known values, half in clear (this run), half hashed (the store).
  const thousandKnown = new SecretSet(Buffer.from('bench-known-values'));
  const hashedFrom = new SecretSet(Buffer.from('bench-known-values'));
  for (let i = 0; i < 1000; i++) {
    const value = `${PLANTED[i % PLANTED.length].secret.slice(0, 12)}-${i}`;
    if (i % 2) thousandKnown.addValue(value, 'secret-assignment');
    else thousandKnown.addHashed(hashedFrom.hashed(value, 'secret-assignment'));
  }
  // Inputs built to make patterns backtrack or rescan: the slowest of them is the figure.
  const awkward = [
    '-----BEGIN RSA PRIVATE KEY-----\n'.repeat(5000),
    'http://a:'.repeat(20000),
    `x://u:${'p'.repeat(200000)}`,
    `eyJ${'a'.repeat(300000)}`,
    'password='.repeat(30000),
    'Bearer '.repeat(30000),
    'aws_secret_access_key='.repeat(10000),
    '<private '.repeat(20000),
  ];
  rows.push([`worst of ${awkward.length} pathological texts`, []]);
  for (const [label, texts] of rows) {
    if (texts.length === 0) {
      let slowest = Infinity;
      for (const t of awkward) slowest = Math.min(slowest, await throughput([t], (x) => redact(x)));
      console.log(`  ${label.padEnd(42)} redact ${slowest.toFixed(1).padStart(6)}`);
      continue;
    }
    const fast = await throughput(texts, (t) => redact(t));
    const naive = await throughput(texts, withoutPrecheck);
    const withKnown = await throughput(texts, (t) => redact(t, undefined, [thousandKnown]));
    console.log(`  ${label.padEnd(42)} redact ${fast.toFixed(1).padStart(6)}   every detector, no pre-check ${naive.toFixed(1).padStart(6)}   with 1,000 known values ${withKnown.toFixed(1).padStart(6)}`);
  }
}

await main();
