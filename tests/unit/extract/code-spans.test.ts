import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codeSpans, withCode } from '../../../curation/extract/code-spans.ts';

test('facts get back the code formatting their answer gave commands, paths and keys', () => {
  const spans = codeSpans('Run `nv config get` / `--json` to export; edit `.devenv/serena/setup.sh` and `setup.sh`; keep `main` and `Yes`.');
  assert.deepEqual(spans, ['.devenv/serena/setup.sh', 'nv config get', 'setup.sh', '--json']);
  assert.equal(withCode('In answer_netmiko_question: nv config get / --json - configuration export', spans), 'In answer_netmiko_question: `nv config get` / `--json` - configuration export');
  // (Inside a longer path, a shorter span stays as it is; code already marked is left alone.)
  assert.equal(withCode('Created .devenv/serena/setup.sh; setup.sh calls `setup.sh` once.', spans), 'Created `.devenv/serena/setup.sh`; `setup.sh` calls `setup.sh` once.');
  // (A single plain word is no code: "main" stays prose.)
  assert.equal(withCode('the main branch', spans), 'the main branch');
});

test('a fenced line and a whole signature are marked as one span, not their parts inside prose', () => {
  const answer = [
    '- 推奨1: `GH_TOKEN` をコマンド単位で指定',
    '  - 例:',
    '    ```bash',
    '    GH_TOKEN=ghp_xxx gh repo view owner/repo',
    '    ```',
    '- Signature: `func checkDRAAllocatable(dra *draQuotaAttr, taskDRA map[string]*api.DRAResource, consumableCapacityEnabled bool) bool`',
    '- Takes a `draQuotaAttr`.',
  ].join('\n');
  const spans = codeSpans(answer);
  assert.equal(
    withCode('例: GH_TOKEN=ghp_xxx gh repo view owner/repo; GH_TOKEN をコマンド単位で指定', spans),
    '例: `GH_TOKEN=ghp_xxx gh repo view owner/repo`; `GH_TOKEN` をコマンド単位で指定',
  );
  assert.equal(
    withCode('Signature: func checkDRAAllocatable(dra *draQuotaAttr, taskDRA map[string]*api.DRAResource, consumableCapacityEnabled bool) bool; takes a draQuotaAttr', spans),
    'Signature: `func checkDRAAllocatable(dra *draQuotaAttr, taskDRA map[string]*api.DRAResource, consumableCapacityEnabled bool) bool`; takes a `draQuotaAttr`',
  );
});

test('a short span is paired in order: its closing backtick never opens a span of the prose after it', () => {
  const spans = codeSpans('ただし helper が既に `gh` なら、switch の効果が `git push` に見えるのはそのためです。');
  assert.deepEqual(spans, ['git push']);
  assert.equal(withCode('ただし helper が既に gh なら、switch の効果が git push に見える', spans), 'ただし helper が既に gh なら、switch の効果が `git push` に見える');
});
