import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resultBlock } from '../../../curation/sources/text/result-block.ts';

const EVAL_RUN = [
  '[unified_lr_bpb] progress [###########################-] 464/473 windows ( 98.1%)',
  '',
  '==================== RESULT ====================',
  '[unified_lr_bpb] progress [############################] 473/473 windows (100.0%) scored_tokens=484615/484616 eta=0s',
  '[unified_lr_bpb] sdar-chunk window=473/473 [############################] 1287/1287 (100.0%)',
  '  family            : sdar',
  '  token-PPL         : 31.11',
  '  unified L->R BPB  : 1.0626',
  '================================================',
  '',
  '  tokens scored     : 484615 / 484616',
  '[unified_lr_bpb] saved -> ./output_eval/unified_lr_bpb.json',
  "script/eval/run_one.sh: line 121: unexpected EOF while looking for matching `\"'",
].join('\n');

describe('result blocks in tool output', () => {
  it('keeps the figures under a RESULT banner, where they were saved, and not the error after them', () => {
    assert.deepEqual(resultBlock(EVAL_RUN), ['family: sdar', 'token-PPL: 31.11', 'unified L->R BPB: 1.0626', 'tokens scored: 484615 / 484616', 'saved to ./output_eval/unified_lr_bpb.json']);
  });

  it('reads banners in other words and languages, and keeps the last block of several', () => {
    assert.deepEqual(resultBlock('----- Final results -----\naccuracy = 0.913\nloss = 0.21\n\nbye'), ['accuracy: 0.913', 'loss: 0.21']);
    assert.deepEqual(resultBlock('=== 结果 ===\n准确率: 91.3%\n'), ['准确率: 91.3%']);
    assert.deepEqual(resultBlock('=== Results ===\nepoch: 1\n=====\nlater\n=== Results ===\nepoch: 2\n====='), ['epoch: 2']);
  });

  it('finds nothing in output without a banner, under a Markdown heading, or without figures', () => {
    assert.equal(resultBlock('ok: 3 files changed\nPASS'), undefined);
    assert.equal(resultBlock('### Summary\nTotal: 5 items\n'), undefined);
    assert.equal(resultBlock('=== Summary ===\nStatus: fine\nOwner: ops\n'), undefined);
    assert.equal(resultBlock('====== short test summary info ======\nFAILED test_a.py::test_x - 1 != 2'), undefined);
  });
});
