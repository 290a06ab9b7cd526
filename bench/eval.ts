// `npm run eval`: the quality of curation on the development corpus, measured by the shared scorer
// (../shared/eval/score.mjs: every repository curated into its own knowledge base, every question
// asked of `lore context`, beside a baseline of BM25 over the raw sessions). Extra arguments go
// to the scorer (`npm run eval -- --format aider`, `--repos a,b`, `--out DIR`).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scorer = path.resolve(root, '..', 'shared', 'eval', 'score.mjs');
const corpus = path.resolve(root, '..', 'shared', 'corpus-dev');
if (!existsSync(scorer) || !existsSync(corpus)) {
  console.error(`npm run eval needs the development corpus and its scorer beside this checkout (${path.relative(root, corpus)}, ${path.relative(root, scorer)}); neither ships with Lore.`);
  process.exit(1);
}
const result = spawnSync(process.execPath, [scorer, '--project', root, '--corpus', corpus, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
