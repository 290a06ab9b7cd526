import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractSession } from '../../../curation/extract/session.ts';
import { composeTasks } from '../../../curation/merge/tasks.ts';
import { resolveConfig } from '../../../curation/config/load.ts';
import { makeSession } from '../../helpers/session.ts';

const ctx = { config: resolveConfig({}, process.cwd()), now: new Date('2026-05-10T00:00:00Z') };

test('a done task the person reversed is outdated; a done one stays current', () => {
  const offer = 'Both prompts list the read-only commands, so the list is duplicated in src/prompts.py.\n\nWould you like me to remove the command list from answer_netmiko_question to eliminate the redundancy?';
  const undone = makeSession('s-undo', [
    { user: 'Why is the list of commands mentioned in both prompts in src/prompts.py?', tools: [{ name: 'read', filesRead: ['src/prompts.py'] }], assistant: offer },
    { user: 'Yes please.', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Removed the command list from answer_netmiko_question; it now refers to the system prompt.' },
    { user: 'Actually remove the command list from the system prompt and add it to the other one.', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Moved the command list into answer_netmiko_question; the system prompt is minimal now.' },
  ]);
  const [reversed] = composeTasks(extractSession(undone).digest.subjects, ctx, () => undefined);
  assert.equal(reversed.task_state, 'done');
  assert.equal(reversed.status, 'outdated');
  assert.match(reversed.summary, /^Done, then reversed/);

  const kept = makeSession('s-keep', [
    { user: 'Why is the list of commands mentioned in both prompts in src/prompts.py?', tools: [{ name: 'read', filesRead: ['src/prompts.py'] }], assistant: offer },
    { user: 'Yes please.', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Removed the command list from answer_netmiko_question; it now refers to the system prompt.' },
  ]);
  const [done] = composeTasks(extractSession(kept).digest.subjects, ctx, () => undefined);
  assert.equal(done.task_state, 'done');
  assert.equal(done.status, 'current');
});
