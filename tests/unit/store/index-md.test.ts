import { test } from 'node:test';
import assert from 'node:assert/strict';
import { indexTitle } from '../../../curation/store/index-md.ts';
import { resolveConfig } from '../../../curation/config/load.ts';

test('the index is titled by the configured title, else by the projects the sessions were in', () => {
  const unset = resolveConfig({}, process.cwd());
  assert.equal(indexTitle(resolveConfig({ site: { title: 'Team memory' } }, process.cwd()), ['~/program/devenv']), 'Team memory');
  assert.equal(indexTitle(unset, ['~/program/devenv', '~/program/devenv', 'C:\\work\\devenv']), 'devenv knowledge base');
  assert.equal(indexTitle(unset, ['~/a', '~/b', '~/b', '~/c', '~/d']), 'Knowledge base: b, a, c and 1 more');
  assert.equal(indexTitle(unset, ['', '~']), 'Lore knowledge base');
});
