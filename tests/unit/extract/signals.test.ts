import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMPLAINT } from '../../../curation/extract/signals.ts';

test('a question about what the agent did wrong is a complaint; a question about the world is not', () => {
  for (const q of ['Why are you not remembering who I told you are? Spock ring a bell?', 'Why did you delete the tests?', "Why didn't you run the linter?", '你为什么没有运行测试？', '为什么你又改了配置'])
    assert.ok(COMPLAINT.test(q), q);
  for (const q of ['Why is the sky blue?', 'Why do I have two prompts?', 'Why so large?', 'Why are the list of commands mentioned in both prompts?', '为什么天是蓝的'])
    assert.ok(!COMPLAINT.test(q), q);
});
