// The repository's own workflows and action, and the workflow `lore init` writes: valid YAML, the
// official actions at their Node 24 majors, Node 24, and a deploy only after a curation that
// succeeded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ACTIONS, loreWorkflow } from '../../../curation/setup/workflow.ts';
import { ROOT } from '../../helpers/fixture-knowledge.ts';

const current = new Map(Object.values(ACTIONS).map((a) => a.split('@') as [string, string]));
const written = loreWorkflow({ packageSpec: 'lore-kb@1.0.0', knowledgeDir: 'knowledge', sessionPaths: ['.aider.chat.history.md', '.GITCLAW/state/sessions'], configFile: 'lore.config.json', branch: 'main' });
const files: Array<[string, string]> = [
  ...readdirSync(path.join(ROOT, '.github/workflows')).map((f): [string, string] => [f, readFileSync(path.join(ROOT, '.github/workflows', f), 'utf8')]),
  ['action.yml', readFileSync(path.join(ROOT, 'action.yml'), 'utf8')],
  ['written by lore init', written],
];

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
}

function stepsOf(doc: { jobs?: Record<string, { steps: Step[] }>; runs?: { steps: Step[] } }): Step[] {
  return doc.runs ? doc.runs.steps : Object.values(doc.jobs ?? {}).flatMap((j) => j.steps);
}

test('every official action is at its current major, on Node 24', () => {
  for (const [name, text] of files) {
    const steps = stepsOf(parse(text));
    assert.ok(steps.length, name);
    for (const step of steps) {
      if (!step.uses?.startsWith('actions/')) continue;
      const [action, version] = step.uses.split('@');
      assert.equal(version, current.get(action), `${name}: ${step.uses}`);
      if (action === 'actions/setup-node') assert.equal(String(step.with?.['node-version']), '24', name);
    }
  }
});

test('the site is deployed only after a curation that succeeded', () => {
  for (const [name, text] of files.filter(([n]) => n !== 'action.yml')) {
    const doc = parse(text) as { on: Record<string, unknown>; jobs: Record<string, { needs?: string }> };
    assert.equal(doc.jobs.build.needs, 'curate', name);
    assert.equal(doc.jobs.deploy.needs, 'build', name);
    assert.equal(doc.on.workflow_run, undefined, name);
  }
  const doc = parse(written) as { on: { push: { paths: string[] } } };
  assert.deepEqual(doc.on.push.paths, ['knowledge/**', 'lore.config.json', '.github/workflows/lore.yml', '.aider.chat.history.md', '.GITCLAW/state/sessions/**']);
});
