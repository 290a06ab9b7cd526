// The last filter covers every file curation writes: what the sessions said beyond the articles
// (.lore/evidence.json) and the names of the topics (_topics.json) included, like articles, runs
// and _index.md. A value known secret reaches none of them, whatever stage carried it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { curate } from '../../../curation/pipeline/curate.ts';
import { cacheFileOf } from '../../../curation/pipeline/session-cache.ts';
import { writePiSession } from '../../helpers/pi-writer.ts';
import { tempProject } from '../../helpers/project.ts';
import { allText } from '../../helpers/tree.ts';

const NOW = new Date('2026-03-10T00:00:00Z');
const SECRET = 'velvet-maple-pickle-zephyr';

function sessions(dir: string) {
  writePiSession(dir, 'a.jsonl', 'sess-a', [
    {
      user: 'How is Redis configured for the session store?',
      assistant: 'Redis runs with `maxmemory 256mb` and the `allkeys-lru` policy in `deploy/redis.conf`. The evictions are probably also caused by the cron named Chatham in `ci/env.sh`.',
    },
  ], '2026-03-01T10:00:00Z', '/home/me/billing');
  writePiSession(dir, 'b.jsonl', 'sess-b', [
    {
      user: `The staging database will not start. Here is the env file:\n\n\`\`\`\nexport FOO_PASSWORD=${SECRET}\nexport FOO_USER=app\n\`\`\`\n\nWhy does it fail?`,
      assistant: 'The user app lacks the CONNECT grant on the staging database; grant it and restart.',
    },
    {
      user: `We decided to tag the release as ${SECRET} so the deploy job can find it.`,
      assistant: `Done: the release is tagged ${SECRET}. The deploy job probably also needs the tag ${SECRET} in its cache key.`,
    },
  ], '2026-03-02T10:00:00Z', '/home/me/storefront');
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

test('a planted secret reaches neither .lore/evidence.json nor _topics.json', async () => {
  const p = tempProject({ github: {} });
  sessions(p.sessions);
  await curate(p.config, { now: NOW });
  const evidence = read(p.knowledge, '.lore/evidence.json');
  const topics = read(p.knowledge, '_topics.json');
  assert.match(evidence, /Chatham/, 'evidence is written');
  assert.match(topics, /billing/, 'topics are written');
  for (const text of [evidence, topics, allText(p.knowledge)]) assert.ok(!text.includes(SECRET) && !text.includes('velvet-maple'));

  // A digest that carries the value however it came there (here: written into the cache, where the
  // session's unchanged file leaves it) is used as it is; the last filter still removes the value.
  const cache = cacheFileOf(p.knowledge, 'sess-a');
  const digest = readFileSync(cache, 'utf8').replaceAll('Chatham', SECRET).replaceAll('billing', SECRET);
  assert.ok(digest.includes(SECRET));
  writeFileSync(cache, digest);
  const again = await curate(p.config, { now: NOW });
  assert.equal(again.read, 0, 'the tampered digest is read from the cache');
  const after = { evidence: read(p.knowledge, '.lore/evidence.json'), topics: read(p.knowledge, '_topics.json') };
  assert.match(after.evidence, /evictions are probably also caused by the cron named \[REDACTED/, 'the statement is kept, the value gone');
  assert.ok(!after.evidence.includes(SECRET), after.evidence);
  assert.ok(!after.topics.includes(SECRET), after.topics);
  const published = allText(p.knowledge).replace(digest, '');
  assert.ok(!published.includes(SECRET), 'nor any other file written: articles, _runs.json, _index.md');
});
