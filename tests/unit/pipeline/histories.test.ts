// `lore curate` on the newer source layouts: Aider and SpecStory Markdown histories, Copilot CLI's
// history-session-state documents, Codex rollouts from before session_meta, Gemini CLI chats.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curate } from '../../../curation/pipeline/curate.ts';
import { loadState } from '../../../curation/store/state.ts';
import { PLANTED } from '../../fixtures/privacy/fake-secrets.ts';
import { tempProject } from '../../helpers/project.ts';
import { allText } from '../../helpers/tree.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURES = path.join(repo, 'tests/fixtures/sessions');
const NOW = new Date('2026-08-01T00:00:00Z');

function copyFixtures(to: string): void {
  for (const dir of ['aider', 'specstory', 'codex/2025', 'copilot-cli/history-session-state', 'gemini-cli']) {
    cpSync(path.join(FIXTURES, dir), path.join(to, dir), { recursive: true });
  }
}

test('Markdown histories and the older layouts curate, warning only of the broken line; a secret in them is redacted', async () => {
  const p = tempProject();
  copyFixtures(p.sessions);
  const aider = path.join(p.sessions, 'aider/shop/.aider.chat.history.md');
  const specstory = path.join(p.sessions, 'specstory/.specstory/history/2026-07-13_20-06-10Z-audit-the-mod-scraper.md');
  const [inPrompt, inReply] = [PLANTED[0], PLANTED[3]];
  writeFileSync(aider, readFileSync(aider, 'utf8').replace('Keep the rounding in cents', `Keep the rounding in cents (${inPrompt.text})`));
  writeFileSync(specstory, readFileSync(specstory, 'utf8').replace('and the stale `download-mods.sh` is gone.', `and the stale \`download-mods.sh\` is gone. ${inReply.text}`));

  const report = await curate(p.config, { now: NOW });
  // (The Gemini fixture ends with a line cut short, on purpose.)
  assert.deepEqual(
    report.diagnostics.map((d) => [d.file, d.line]),
    [['sessions/gemini-cli/tmp/5e7f0a/chats/session-2026-01-05T10-00-7d1c0e2a.jsonl', 10]],
  );
  assert.equal(report.unreadable, 0);
  // Two Aider runs, five SpecStory files, and one file each of the other layouts (the Gemini sub-agent too).
  assert.equal(report.read, 2 + 5 + 1 + 1 + 3);
  assert.ok(report.secretsRedacted >= 2);
  assert.ok((report.articles?.total ?? 0) > 0);
  const written = allText(p.knowledge);
  for (const planted of [inPrompt, inReply]) assert.ok(!written.includes(planted.secret), `${planted.kind} leaked`);

  const runs = JSON.parse(readFileSync(path.join(p.knowledge, '_runs.json'), 'utf8')) as { format: string }[];
  assert.deepEqual([...new Set(runs.map((r) => r.format))].sort(), ['aider', 'claude-code', 'codex', 'copilot-cli', 'cursor', 'gemini-cli', 'other', 'vscode-copilot']);

  // A second run reads nothing: every session of a file that holds several is known by the file's hash.
  const again = await curate(p.config, { now: NOW });
  assert.equal(again.read, 0);
  assert.equal(again.unchanged, 11); // files: the Aider history holds two of the twelve sessions

  // Aider appends a run: the file is read again, and the runs it held keep their ids.
  const before = Object.keys(loadState(p.knowledge, () => {}).sessions).sort();
  appendFileSync(aider, '\n# aider chat started at 2026-03-04 08:00:00\n\n> Aider v0.86.2  \n\n#### Use banker\'s rounding for the discount.  \n\nDone: `ROUND_HALF_EVEN`.\n');
  const third = await curate(p.config, { now: NOW });
  assert.equal(third.read, 3);
  const after = Object.keys(loadState(p.knowledge, () => {}).sessions).sort();
  assert.equal(after.length, before.length + 1);
  for (const id of before) assert.ok(after.includes(id), id);
});

test("a conflict copy of an Aider history is read with it: each run once, the copy's own runs too", async () => {
  const p = tempProject();
  cpSync(path.join(FIXTURES, 'aider'), path.join(p.sessions, 'aider'), { recursive: true });
  const dir = path.join(p.sessions, 'aider/shop');
  const copy = path.join(dir, '.aider.chat.history.sync-conflict-20260305-101010-ABCDEFG.md');
  cpSync(path.join(dir, '.aider.chat.history.md'), copy);
  appendFileSync(copy, '\n# aider chat started at 2026-03-05 10:00:00\n\n> Aider v0.86.2  \n\n#### Only on the laptop: add a coupon expiry date.  \n\nAdded `expires_at` to coupons.\n');
  const report = await curate(p.config, { now: NOW });
  assert.deepEqual(report.diagnostics, []);
  assert.equal(report.read, 3);
  assert.equal(report.merged, 1);
  const runs = JSON.parse(readFileSync(path.join(p.knowledge, '_runs.json'), 'utf8')) as { session: string; asked: string }[];
  assert.equal(runs.length, 3);
  assert.equal(new Set(runs.map((r) => r.session)).size, 3);
  assert.ok(runs.some((r) => r.asked.startsWith('Only on the laptop')));
});

test('a session kept both as a Claude Code log and as its SpecStory Markdown is read once, from the log', async () => {
  const p = tempProject();
  const id = '5f1c2d3e-0000-4a4a-8b8b-000000000001';
  cpSync(path.join(FIXTURES, 'specstory'), path.join(p.sessions, 'specstory'), { recursive: true });
  const log = path.join(p.sessions, `claude/${id}.jsonl`);
  cpSync(path.join(FIXTURES, 'claude-code/-home-dev-shop/0c1d2e3f-4a5b-4c6d-8e7f-000000000001.jsonl'), log);
  writeFileSync(log, readFileSync(log, 'utf8').replaceAll('0c1d2e3f-4a5b-4c6d-8e7f-000000000001', id));
  const report = await curate(p.config, { now: NOW });
  // (The Claude Code fixture holds a record of an unknown type on purpose; nothing else is said.)
  assert.deepEqual(report.diagnostics.filter((d) => !d.message.startsWith('unknown record type')), []);
  const runs = JSON.parse(readFileSync(path.join(p.knowledge, '_runs.json'), 'utf8')) as { session: string; format: string; file: string }[];
  const mine = runs.filter((r) => r.session === id);
  assert.equal(mine.length, 1);
  assert.equal(mine[0].file, `${id}.jsonl`);
});
