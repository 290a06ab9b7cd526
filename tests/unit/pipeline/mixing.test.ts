// A knowledge base belongs to the sessions it was curated from: a config naming other sessions is
// refused before anything is written, unless --merge asks for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { curate, MixedKnowledgeError } from '../../../curation/pipeline/curate.ts';
import { writePiSession } from '../../helpers/pi-writer.ts';
import { tempProject } from '../../helpers/project.ts';
import { snapshotTree } from '../../helpers/tree.ts';

const NOW = new Date('2026-03-10T00:00:00Z');

function twoSources() {
  const p = tempProject();
  writePiSession(p.sessions, 'a.jsonl', 'theirs-1', [{ user: "Let's use PostgreSQL for the database.", assistant: 'PostgreSQL it is.' }], '2026-03-01T10:00:00Z');
  const mine = path.join(p.root, 'mine');
  writePiSession(mine, 'b.jsonl', 'mine-1', [{ user: 'We use Redis for the cache layer.', assistant: 'Redis for the cache, noted.' }], '2026-03-02T10:00:00Z');
  return { p, mine };
}

test('curating other sessions into a curated knowledge base is refused and writes nothing', async () => {
  const { p } = twoSources();
  await curate(p.config, { now: NOW });
  const state = JSON.parse(readFileSync(path.join(p.knowledge, '.lore', 'state.json'), 'utf8'));
  assert.deepEqual(state.sources, ['sessions']);
  const before = snapshotTree(p.knowledge);
  await assert.rejects(curate({ ...p.config, sessions: ['mine'] }, { now: NOW }), (error: Error) => {
    assert.ok(error instanceof MixedKnowledgeError);
    assert.match(error.message, /knowledge was curated from "sessions" \(1 session\), none of which this config names/);
    assert.match(error.message, /--merge/);
    return true;
  });
  assert.deepEqual(snapshotTree(p.knowledge), before);
});

test('--merge adds them; a new source beside a known one, or known sessions found elsewhere, needs nothing', async () => {
  const { p } = twoSources();
  await curate(p.config, { now: NOW });
  const merged = await curate({ ...p.config, sessions: ['mine'] }, { now: NOW, merge: true });
  assert.equal(merged.sessionsInKnowledge, 2);

  const { p: q } = twoSources();
  await curate(q.config, { now: NOW });
  const added = await curate({ ...q.config, sessions: ['sessions', 'mine'] }, { now: NOW });
  assert.equal(added.sessionsInKnowledge, 2);

  const { p: r } = twoSources();
  await curate(r.config, { now: NOW });
  // The same session files under another name (a moved folder): the knowledge base is theirs.
  const moved = await curate({ ...r.config, sessions: [path.join(r.sessions, '*.jsonl'), 'mine'] }, { now: NOW });
  assert.equal(moved.sessionsInKnowledge, 2);
});

test("another project's knowledge directory is refused even when both configs name the same agents", async () => {
  // Two repositories set up by `lore init` both say "agent:claude-code" and "sessions": in each it
  // names that repository's own sessions, so the words matching proves nothing.
  const { p } = twoSources();
  await curate({ ...p.config, sessions: ['agent:claude-code', 'sessions'] }, { now: NOW });
  const before = snapshotTree(p.knowledge);
  const other = tempProject();
  writePiSession(other.sessions, 'c.jsonl', 'other-1', [{ user: 'We deploy with Fly.io from main.', assistant: 'Fly.io from main, noted.' }], '2026-03-03T10:00:00Z');
  const pointed = { ...other.config, sessions: ['agent:claude-code', 'sessions'], knowledgeDir: p.knowledge };
  await assert.rejects(curate(pointed, { now: NOW }), (error: Error) => {
    assert.ok(error instanceof MixedKnowledgeError);
    assert.match(error.message, /\(1 session\), in another project: .* is outside this one, where the same entries name other sessions/);
    return true;
  });
  assert.deepEqual(snapshotTree(p.knowledge), before);
  const merged = await curate(pointed, { now: NOW, merge: true });
  assert.equal(merged.sessionsInKnowledge, 2);
});
