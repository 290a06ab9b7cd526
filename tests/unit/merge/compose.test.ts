import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractSession } from '../../../curation/extract/session.ts';
import { composeAnalysisCluster } from '../../../curation/merge/compose.ts';
import { buildRefs, clusterSubjects } from '../../../curation/merge/cluster.ts';
import { resolveConfig } from '../../../curation/config/load.ts';
import { makeSession } from '../../helpers/session.ts';

const ctx = { config: resolveConfig({}, process.cwd()), now: new Date('2026-05-10T00:00:00Z') };

test('what the work came to is told under Outcome, not also among the key facts', () => {
  const s = makeSession('s-outcome', [
    { user: 'Create .devenv/serena/setup.sh that appends the serena server to $CODEX_HOME/config.toml when [serena].enable is true', tools: [{ name: 'edit', filesWritten: ['.devenv/serena/setup.sh'] }], assistant: 'Created .devenv/serena/setup.sh: it appends the serena template to $CODEX_HOME/config.toml when [serena].enable is true, and does nothing when the section already exists.' },
    { user: 'In .devenv/serena/setup.sh, when config.toml does not end with a blank line, add one before the serena template', tools: [{ name: 'edit', filesWritten: ['.devenv/serena/setup.sh'] }], assistant: 'Updated .devenv/serena/setup.sh so that a blank line always separates the serena template from what was there before.' },
  ]);
  const [cluster] = clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 });
  const [draft] = composeAnalysisCluster(cluster, ctx);
  const body = draft.sections.map((x) => x.lines.join('\n')).join('\n');
  assert.equal(body.match(/a blank line always separates/g)?.length, 1, body);
  assert.match(draft.sections.find((x) => x.heading === 'Outcome')!.lines[0], /^- Result: Updated \.devenv\/serena\/setup\.sh so that a blank line/);
});
