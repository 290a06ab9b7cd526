// The planted-secret suite, end to end: every planted secret (one per kind and shape) in the
// person's message, the agent's answer, a tool's output and a pasted file, in all four formats,
// then each value said again bare in later sessions, is curated into a knowledge dir and the site
// built from it. No window of any secret may appear in knowledge/ (articles, _runs.json,
// _index.md, .lore/ digests and state) or in dist/ (HTML, the Pagefind index decompressed,
// context.json, llms*.txt, the .md mirrors). Look-alikes (hashes, ids, publishable keys, base64
// images) must be redacted of nothing.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { curate } from '../../curation/pipeline/curate.ts';
import { readSessions } from '../../curation/sources/index.ts';
import { sanitizeSession } from '../../curation/privacy/sanitize.ts';
import { loadSecretStore, secretSetOf } from '../../curation/privacy/store.ts';
import { PLANTED } from '../fixtures/privacy/fake-secrets.ts';
import { findLeaks, readAllText, writePlantedCorpus, POSITIONS, type PlantedCorpus } from '../helpers/planted-corpus.ts';
import { WRITTEN_FORMATS } from '../helpers/session-writers.ts';
import { tempProject, type TempProject } from '../helpers/project.ts';
import { buildSite, workDir } from './helpers/site.ts';

let project: TempProject;
let corpus: PlantedCorpus;
let dist: string;

before(async () => {
  project = tempProject();
  corpus = writePlantedCorpus(project.sessions);
  await curate(project.config, { now: new Date('2026-04-01T00:00:00Z') });
  const work = workDir('lore-e2e-secrets-');
  process.once('exit', () => rmSync(work, { recursive: true, force: true }));
  dist = path.join(work, 'dist');
  await buildSite({ knowledgeDir: project.knowledge, outDir: dist });
});

describe('planted secrets', () => {
  it('plants at least 40 kinds and shapes in four positions and four formats', () => {
    assert.ok(new Set(PLANTED.map((p) => p.text.replace(p.secret, ''))).size >= 40);
    assert.equal(corpus.plants, PLANTED.length * POSITIONS.length * WRITTEN_FORMATS.length);
  });

  it('leaves no window of any secret in knowledge/, .lore/ included', () => {
    const files = readAllText(project.knowledge);
    assert.ok(files.some((f) => f.file.includes(`${path.sep}.lore${path.sep}sessions${path.sep}`)), 'digests were written');
    assert.ok(files.some((f) => f.text.includes('[REDACTED:')), 'redactions are shown');
    assert.deepEqual(findLeaks(files, corpus.secrets), []);
  });

  it('leaves no window of any secret in dist/: pages, search index, context.json, llms*.txt, .md mirrors', () => {
    const files = readAllText(dist);
    for (const name of ['context.json', 'llms.txt', 'llms-full.txt']) assert.ok(existsSync(path.join(dist, name)), `${name} was built`);
    assert.ok(files.some((f) => f.file.includes(`${path.sep}pagefind${path.sep}`)), 'the search index was built');
    assert.ok(files.some((f) => f.file.endsWith('.md')), 'the Markdown mirrors were built');
    assert.deepEqual(findLeaks(files, corpus.secrets), []);
  });

  it('redacts none of the look-alikes, with every value of the run known', async () => {
    const known = secretSetOf(loadSecretStore(project.knowledge, () => {}));
    assert.ok(known.size > 0, 'the run remembered values');
    for (const file of corpus.lookAlikeFiles) {
      const [session, ...more] = await readSessions(file, {}, []);
      assert.ok(session && more.length === 0, file);
      const { byKind } = sanitizeSession(session, undefined, { known });
      assert.deepEqual(byKind, {}, `${session.format}: look-alikes redacted`);
    }
  });
});
