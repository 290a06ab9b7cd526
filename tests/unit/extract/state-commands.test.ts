import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stateCommand, stateCommands } from '../../../curation/extract/state-commands.ts';
import { splitExchanges } from '../../../curation/extract/exchanges.ts';
import { extractSession } from '../../../curation/extract/session.ts';
import { clusterSubjects, buildRefs } from '../../../curation/merge/cluster.ts';
import { composeAnalysisCluster } from '../../../curation/merge/compose.ts';
import { resolveConfig } from '../../../curation/config/load.ts';
import { makeSession } from '../../helpers/session.ts';

test('a command that changes something is named by program and verb; one that only looks is not', () => {
  assert.equal(stateCommand('bd create "Phase 1: Remove Tool Dispatch" -t epic -p 0 --parent agent-engram-gsa'), 'bd create');
  assert.equal(stateCommand('gh issue create --title "x"'), 'gh issue create');
  assert.equal(stateCommand('GIT_AUTHOR_NAME=x git commit -m "fix"'), 'git commit');
  assert.equal(stateCommand('sudo /usr/bin/git push origin main'), 'git push');
  for (const looks of ['bd create --help', 'bd ready --json', 'git status', 'gh pr list', 'ls -la', 'echo create', 'npm run build']) assert.equal(stateCommand(looks), undefined, looks);
});

test("the commands a request's work ran are counted, failed ones not, and told under Outcome", () => {
  const create = (title: string, ok = true) => ({ name: 'powershell', commands: [`bd create "${title}" -t task -p 0`], ok });
  const s = makeSession('s-beads', [
    {
      user: 'Break down Feature 007 into epics, tasks, and subtasks in beads',
      tools: [create('Phase 1: Remove tool dispatch'), create('Phase 2: Remove task services'), create('Broken', false), { name: 'powershell', commands: ['bd list --json | head -5', 'git add -A && git commit -m "beads" && bd vc push'] }],
      assistant: 'Feature 007 is fully broken down in beads: 2 issues are ready.',
    },
  ]);
  assert.deepEqual(stateCommands(splitExchanges(s)), [{ command: 'bd create', count: 2 }, { command: 'git commit', count: 1 }, { command: 'bd vc push', count: 1 }]);
  const ctx = { config: resolveConfig({}, process.cwd()), now: new Date('2026-05-10T00:00:00Z') };
  const [cluster] = clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 });
  const [draft] = composeAnalysisCluster(cluster, ctx);
  assert.deepEqual(draft.sections.find((x) => x.heading === 'Outcome')?.lines, ['- Commands that changed something: `bd create` (2 times), `git commit`, `bd vc push`']);
});

test('a command that printed its help instead of acting changed nothing', () => {
  const s = makeSession('s-help', [{ user: 'Push the beads to the remote', tools: [{ name: 'powershell', commands: ['bd vc push'], printedUsage: true }, { name: 'powershell', commands: ['bd create "Phase 1" -t epic'] }], assistant: 'Created the Phase 1 epic in beads.' }]);
  assert.deepEqual(stateCommands(splitExchanges(s)), [{ command: 'bd create', count: 1 }]);
});
