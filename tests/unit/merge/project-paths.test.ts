import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markMisplacedPaths } from '../../../curation/merge/project-paths.ts';
import type { ArticleDraft } from '../../../curation/merge/draft.ts';
import { DIGEST_VERSION, type Digest } from '../../../curation/schema/digest.ts';

const ROOT = '/home/runner/work/gitclaw/gitclaw';

function digest(id: string, issue: number, project: string, read: string[], changed: string[] = []): Digest {
  const session = { id, file: `${id}.jsonl`, format: 'pi' as const, title: 'x', issue, issues: [issue], started: '2026-02-20T12:00:00.000Z', ended: '2026-02-20T13:00:00.000Z', project };
  return {
    version: DIGEST_VERSION, hash: id, session, subjects: [],
    observed: { headings: read.map((file) => ({ file, time: '2026-02-20T12:30:00.000Z', text: ['x'] })), renames: [], descriptions: [] },
    run: { ...session, session: id, asked: 'x', outcome: 'answered', outcome_note: '', files_changed: changed, commands: 0, tool_calls: 0, messages: 2, follow_ups: [], errors: [] },
  };
}

function article(session: string, lines: string[]): ArticleDraft {
  return { id: 'pi-skills', topic: 'project', founder: `${session}#1`, title: 'Pi Skills', summary: 'Skills are capability packages.', type: 'fact', status: 'current', confidence: 0.7, sources: [{ session, date: '2026-02-20T15:00:00.000Z', role: 'assistant' }], tags: [], related: [], supersedes: [], disputed_with: [], sections: [{ heading: 'Steps', lines }] };
}

test("a path generic docs give at the root, which the project's sessions only showed under another folder, gets a caveat", () => {
  const read = digest('s89', 89, ROOT, [`${ROOT}/.GITCLAW/.pi/skills/memory/SKILL.md`], ['README.md', 'src/app.ts']);
  const asked = digest('s121', 121, ROOT, []);
  const d = article('s121', ['1. Create a directory with a SKILL.md file.', '2. Place it in a skill location (e.g., ~/.pi/agent/skills/my-skill/ for global, or .pi/skills/my-skill/ for project-level).', '3. Mention it in src/app.ts.']);
  assert.equal(markMisplacedPaths([d], [read, asked]), 1);
  assert.equal(d.sections[0].heading, 'Caveats');
  const [caveat] = d.sections[0].lines;
  // (The home directory is no path of the repository; src/app.ts is where it is said to be.)
  assert.match(caveat, /^- The sessions of this repository showed `\.pi\/skills\/` only under `\.GITCLAW\/`: `\.GITCLAW\/\.pi\/skills\/memory\/SKILL\.md` \(issue #89\), nothing at `\.pi\/skills\/`\./);
  assert.equal(d.sections[0].lines.length, 1);
});

test('a shorthand the article gives in full elsewhere, a path at the root, or another project\'s folder says nothing', () => {
  const read = digest('s1', 1, '/work/devenv', ['/work/devenv/.devenv/codex/Readme.md'], ['.devenv/codex/run.sh', '.devenv/git/run.sh']);
  const shorthand = article('s1', ['- Files written: `.devenv/codex/run.sh`', '- Changed codex/run.sh and git/run.sh to read ./.devenvrc']);
  assert.equal(markMisplacedPaths([shorthand], [read]), 0);
  const elsewhere = digest('s2', 2, '/work/other', [], ['vendor/lib/codex/run.sh']);
  const other = article('s1', ['- Run codex/run.sh first']);
  const atRoot = digest('s3', 3, '/work/devenv', [], ['codex/run.sh']);
  assert.equal(markMisplacedPaths([other], [elsewhere]), 0, 'seen only in another project');
  assert.equal(markMisplacedPaths([article('s3', ['- Run codex/run.sh first'])], [read, atRoot]), 0, 'seen at the root too');
  assert.deepEqual(other.sections, [{ heading: 'Steps', lines: ['- Run codex/run.sh first'] }]);
});
