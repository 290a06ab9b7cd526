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
  // Cited at the message that made the offer (the first answer), not the subject's last answer.
  assert.deepEqual(reversed.sources.map((x) => [x.date, x.role]), [['2026-03-01T10:02:00.000Z', 'assistant']]);

  const kept = makeSession('s-keep', [
    { user: 'Why is the list of commands mentioned in both prompts in src/prompts.py?', tools: [{ name: 'read', filesRead: ['src/prompts.py'] }], assistant: offer },
    { user: 'Yes please.', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Removed the command list from answer_netmiko_question; it now refers to the system prompt.' },
  ]);
  const [done] = composeTasks(extractSession(kept).digest.subjects, ctx, () => undefined);
  assert.equal(done.task_state, 'done');
  assert.equal(done.status, 'current');
});

test('a task is cited at the message that offered it, not where the subject ended', () => {
  const s = makeSession('s-offer', [
    { user: 'Why does the nightly export job fail on the staging cluster in deploy/export.yaml?', tools: [{ name: 'read', filesRead: ['deploy/export.yaml'] }], assistant: 'The export job runs out of memory: its limit in deploy/export.yaml is 512 MiB and the dump needs about 900 MiB.\n\nWould you like me to raise the memory limit of the export job to 1 GiB in deploy/export.yaml?' },
    { user: 'Yes, do that.', assistant: 'I will raise the memory limit of the export job once the staging freeze is over.' },
  ]);
  const [task] = composeTasks(extractSession(s).digest.subjects, ctx, () => undefined);
  assert.equal(task.task_state, 'in_progress');
  assert.deepEqual(task.sources.map((x) => x.date), ['2026-03-01T10:02:00.000Z']);
});

test('an offer asked for later in the session, not at once, is not said to have been agreed to', () => {
  const s = makeSession('s-later', [
    { user: 'Read the design doc for the quota plugin in docs/quota.md and compare it with the repo docs', tools: [{ name: 'read', filesRead: ['docs/quota.md', 'docs/design/quota-plan.md'] }], assistant: 'The repo docs still describe plan A; the design doc settles on plan B with deviceclass/ keys.\n\nShould I rewrite the two repo docs for plan B of the design doc?' },
    { user: 'Let us first discuss the technical details of the quota counting in depth', assistant: 'Counting per claim avoids double counting a shared ResourceClaim; per pod is simpler but over-counts.' },
    { user: 'Ok, now rewrite the two repo docs for plan B as we discussed', tools: [{ name: 'edit', filesWritten: ['docs/design/quota-plan.md', 'docs/quota.md'] }], assistant: 'Rewrote docs/quota.md and docs/design/quota-plan.md for plan B with deviceclass/ keys.' },
  ]);
  const tasks = composeTasks(extractSession(s).digest.subjects, ctx, () => undefined);
  const task = tasks.find((t) => /rewrite the two repo docs/i.test(t.title))!;
  assert.ok(task, tasks.map((t) => t.title).join(' | '));
  assert.equal(task.task_state, 'done');
  assert.match(task.summary, /the user asked for it later in the session \(1 Mar 2026\), and it was done then/);
  assert.doesNotMatch(task.summary, /once the user agreed/);
});

test('an offer done in the session that made it is told by its article, not tracked as a task; nor is one nobody answered', () => {
  const s = makeSession('s-same', [
    { user: 'Why is the list of commands mentioned in both prompts in src/prompts.py?', tools: [{ name: 'read', filesRead: ['src/prompts.py'] }], assistant: 'Both prompts list the read-only commands.\n\nWould you like me to remove the command list from answer_netmiko_question to eliminate the redundancy?' },
    { user: 'Yes please.', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Removed the command list from answer_netmiko_question.' },
  ]);
  const subjects = extractSession(s).digest.subjects;
  assert.equal(composeTasks(subjects, ctx, () => 'prompts-article').length, 0);
  // (With no article to tell it, the task is kept.)
  assert.equal(composeTasks(subjects, ctx, () => undefined).length, 1);
  const open = makeSession('s-open', [
    { user: 'Why does the nightly export job fail on the staging cluster in deploy/export.yaml?', tools: [{ name: 'read', filesRead: ['deploy/export.yaml'] }], assistant: 'The export job runs out of memory: its limit is 512 MiB.\n\nWould you like me to raise the memory limit of the export job to 1 GiB in deploy/export.yaml?' },
  ]);
  // (An offer nobody answered is no action item, as a proposal nobody accepted is no decision: its
  // article lists it under Outcome.)
  assert.equal(composeTasks(extractSession(open).digest.subjects, ctx, () => 'export-article').length, 0);
});

test("an offer nobody answered is told in its article's Outcome, not as a task", async () => {
  const { composeAnalysisCluster } = await import('../../../curation/merge/compose.ts');
  const { buildRefs, clusterSubjects } = await import('../../../curation/merge/cluster.ts');
  const open = makeSession('s-open2', [
    { user: 'Why does the nightly export job fail on the staging cluster in deploy/export.yaml?', tools: [{ name: 'read', filesRead: ['deploy/export.yaml'] }], assistant: 'The export job runs out of memory: its limit is 512 MiB.\n\nWould you like me to raise the memory limit of the export job to 1 GiB in deploy/export.yaml?' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(open).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.deepEqual(draft.sections.find((x) => x.heading === 'Outcome')?.lines, ['- Offered, with no answer: Raise the memory limit of the export job to 1 GiB in deploy/export.yaml (1 Mar 2026)']);
});

test("an offer done once the person agreed is told as the agent's offer, not as the person's words", async () => {
  const { composeAnalysisCluster } = await import('../../../curation/merge/compose.ts');
  const { buildRefs, clusterSubjects } = await import('../../../curation/merge/cluster.ts');
  const s = makeSession('s-agreed', [
    { user: 'Why is the list of commands mentioned in both prompts in src/prompts.py?', tools: [{ name: 'read', filesRead: ['src/prompts.py'] }], assistant: 'Both prompts list the read-only commands.\n\nWould you like me to remove the command list from answer_netmiko_question to eliminate the redundancy?' },
    { user: 'Yes please.', tools: [{ name: 'edit', filesWritten: ['src/prompts.py'] }], assistant: 'Removed the command list from answer_netmiko_question.' },
  ]);
  const [draft] = composeAnalysisCluster(clusterSubjects(buildRefs(extractSession(s).digest.subjects), { joinThreshold: 0.35 })[0], ctx);
  assert.ok(draft.sections.find((x) => x.heading === 'Outcome')!.lines.includes('- Done as the agent offered and the person agreed (1 Mar 2026): Remove the command list from answer_netmiko_question to eliminate the redundancy'));
});
