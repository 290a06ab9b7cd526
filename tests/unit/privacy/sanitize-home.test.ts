import { test } from 'node:test';
import assert from 'node:assert/strict';
import { redactHomePaths } from '../../../curation/privacy/index.ts';

test('home directories lose the user name, paths keep the rest', () => {
  assert.equal(redactHomePaths('see /home/h-morishita/program/devenv/setup.sh'), 'see ~/program/devenv/setup.sh');
  assert.equal(redactHomePaths('/Users/sudarshanv/Documents/code/app'), '~/Documents/code/app');
  assert.equal(redactHomePaths('C:\\Users\\Alice\\repo\\x.ts'), '~\\repo\\x.ts');
  // CI runners' homes name no one.
  assert.equal(redactHomePaths('/home/runner/work/gitclaw/gitclaw'), '/home/runner/work/gitclaw/gitclaw');
});

test('a Windows prompt keeps its command: the user name ends where a file name cannot go on ("C:\\Users\\Alice>gemini")', () => {
  assert.equal(redactHomePaths('C:\\Users\\Alice>gemini --help'), '~>gemini --help');
  assert.equal(redactHomePaths('PS C:\\Users\\Alice\\app> npm test'), 'PS ~\\app> npm test');
});
