// The repository's own workflows and action use the official actions at their Node 24 majors,
// and deploy only after curation succeeded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACTIONS } from '../../../curation/setup/workflow.ts';
import { ROOT } from '../../helpers/fixture-knowledge.ts';

const files = [...readdirSync(path.join(ROOT, '.github/workflows')).map((f) => path.join('.github/workflows', f)), 'action.yml'];
const current = new Map(Object.values(ACTIONS).map((a) => a.split('@') as [string, string]));

test('every official action is at its current major', () => {
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [, name, version] of text.matchAll(/uses: (actions\/[\w-]+)@(\S+)/g)) {
      assert.equal(version, current.get(name), `${file}: ${name}@${version}`);
    }
    for (const [, node] of text.matchAll(/node-version: (\S+)/g)) assert.equal(node, '24', `${file}: node-version ${node}`);
  }
});

test('the site is deployed only after a curation that succeeded', () => {
  const text = readFileSync(path.join(ROOT, '.github/workflows/lore.yml'), 'utf8');
  assert.match(text, /\n  build:\n    needs: curate\n/);
  assert.match(text, /\n  deploy:\n    needs: build\n/);
  assert.doesNotMatch(text, /workflow_run/);
});
