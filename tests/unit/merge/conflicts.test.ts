import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markConflicts } from '../../../curation/merge/conflicts.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';

function draft(id: string, session: string, date: string, claim: string, wrote: string[]): ArticleDraft {
  const source = { session, date };
  return { id, topic: 'project', founder: id, title: id, summary: `About ${id}.`, type: 'fact', status: 'current', confidence: 0.7, sources: [source], tags: [], related: [], supersedes: [], disputed_with: [], sections: [], claims: [{ text: claim, source }], wrote: wrote.map((file) => ({ file, date })) };
}

test('a later session that rewrote the file and says the opposite supersedes; two bigrams of one word are no shared claim', () => {
  const older = draft('envrc', 's1', '2026-02-20T00:00:00.000Z', 'setup.sh に direnv allow 自動実行を追加しました。', ['.devenv/setup.sh', '.devenv/setup_nvm.sh']);
  const newer = draft('migration', 's2', '2026-03-17T00:00:00.000Z', 'setup.sh は direnv allow を実行しません。', ['.devenv/setup.sh']);
  assert.deepEqual(markConflicts([older, newer]), { superseded: 1, disputed: 0 });
  assert.equal(older.status, 'superseded');
  assert.deepEqual(older.sections.find((x) => x.heading === 'Reversed')?.lines.slice(1), ['- Not reversed: the changes to `.devenv/setup_nvm.sh`, which the later work did not touch.']);
  // "親シェルを汚しません" and "…定義していないシェルで実行…" share only シェル (two bigrams of it).
  const shell = draft('github', 's3', '2026-02-20T00:00:00.000Z', '親シェルを汚しません。', ['.devenv/setup.sh']);
  const serena = draft('serena', 's4', '2026-02-21T00:00:00.000Z', 'CODEX_HOME を事前に定義していないシェルで実行した場合は、何もせず終了します。', ['.devenv/setup.sh']);
  assert.deepEqual(markConflicts([shell, serena]), { superseded: 0, disputed: 0 });
  assert.equal(shell.status, 'current');
});

test('work in another working directory that changed a file at the same path the other way supersedes nothing, and is told', () => {
  const older = draft('envrc', 's1', '2026-02-20T00:00:00.000Z', 'setup.sh に direnv allow 自動実行を追加しました。', ['.devenv/setup.sh']);
  const newer = draft('migration', 's2', '2026-03-17T00:00:00.000Z', 'setup.sh は direnv allow を実行しません。', ['.devenv/setup.sh']);
  older.wrote = older.wrote!.map((w) => ({ ...w, project: '~/program/env_codex' }));
  newer.wrote = newer.wrote!.map((w) => ({ ...w, project: '~/program/devenv' }));
  markConflicts([older, newer]);
  // (Only maybe the same file: a folder linked into both, or a copy gone its own way.)
  assert.equal(older.status, 'current');
  assert.equal(older.superseded_by, undefined);
  assert.match(older.sections.find((x) => x.heading === 'Changed elsewhere')!.lines[0], /^- On 17 Mar 2026, `\.devenv\/setup\.sh` was changed the other way in `devenv`, another working directory: “setup\.sh は direnv allow を実行しません。” — [^\n]*Whether that reached this one, the sessions do not show\.$/);
  assert.ok(older.related.includes('migration'));
});

test('an article contradicted in passing gets one Caveats section, shared with the caveats it had', () => {
  const memory = draft('memory', 's1', '2026-02-20T00:00:00.000Z', "The agent doesn't have memory across conversations.", []);
  memory.summary = "The agent doesn't have memory across conversations.";
  memory.claims = [{ text: memory.summary, source: memory.sources[0] }];
  memory.sections.push({ heading: 'Caveats', lines: ["- The prices and limits here are the agent's own figures."] });
  const site = draft('site', 's2', '2026-02-21T00:00:00.000Z', 'Persistent memory: the agent remembers across conversations what the site structure is.', []);
  markConflicts([memory, site]);
  const caveats = memory.sections.filter((x) => x.heading === 'Caveats');
  assert.equal(caveats.length, 1);
  assert.equal(caveats[0].lines.length, 2);
  assert.equal(memory.status, 'current');
  assert.ok(memory.confidence <= 0.5);
  // Both ways: the article that said it in passing quotes the other's point, and keeps its status.
  assert.deepEqual(site.sections.find((x) => x.heading === 'Said otherwise elsewhere')?.lines, ["- “The agent doesn't have memory across conversations.” — session s1, 20 Feb 2026, in “memory” (linked under Related)"]);
  assert.equal(site.status, 'current');
  assert.ok(site.related.includes('memory'));
});
