import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectFormat } from '../../../curation/sources/index.ts';
import { join } from 'node:path';
import { byKind, fixture, read, tempDir, writeLines } from './fixtures.ts';

const SESSION = '0c1d2e3f-4a5b-4c6d-8e7f-000000000001';
const MAIN = fixture(`claude-code/-home-dev-shop/${SESSION}.jsonl`);
const SUBAGENT = fixture(`claude-code/-home-dev-shop/${SESSION}/subagents/agent-a1b2c3d.jsonl`);

describe('Claude Code reader', () => {
  it('detects the format, even when the file opens with bookkeeping records', async () => {
    assert.equal(await detectFormat(MAIN), 'claude-code');
    assert.equal(await detectFormat(SUBAGENT), 'claude-code');
  });

  it('sorts user records into prompts, commands and instructions; tool results are never prompts', async () => {
    // Line 26 is a queued task notification: harness text, an instruction.
    const { session } = await read(MAIN);
    assert.equal(session.id, SESSION);
    assert.equal(session.cwd, '/home/dev/shop');
    assert.deepEqual(
      session.messages.map((m) => [m.line, m.kind, m.sidechain ?? false]),
      [
        [3, 'instruction', false],
        [4, 'command', false],
        [5, 'command', false],
        [6, 'prompt', false],
        [9, 'reply', false],
        [14, 'instruction', false],
        [15, 'prompt', false],
        [16, 'prompt', true],
        [17, 'reply', true],
        [20, 'reply', false],
        [23, 'summary', false],
        [25, 'prompt', false],
        [26, 'instruction', false],
      ],
    );
    assert.deepEqual(byKind(session, 'command'), ['/model opus', 'Set model to Opus 4.6']);
    // The CLAUDE.md reminder riding in the first prompt is removed; the pasted output is evidence.
    assert.deepEqual(byKind(session, 'prompt'), [
      'The cart total is wrong when a coupon is applied twice. Fix it and add a test.',
      'Use a Set instead of unique(); we avoid lodash here.',
      'Find every caller of total().',
      // Typed while the agent was busy: recorded only as a queued_command attachment.
      'also run the linter',
    ]);
    assert.deepEqual(session.messages[3]?.code, ['expected 90, got 80']);
    assert.deepEqual(byKind(session, 'instruction')[1], '[Request interrupted by user for tool use]');
  });

  it('keeps replies, counts thinking and tool results, records API errors apart from replies', async () => {
    const { session } = await read(MAIN);
    assert.deepEqual(byKind(session, 'reply'), [
      'Let me check how coupons are applied.',
      'total() is called from checkout.ts only.',
      'Switched to a `Set`; duplicate coupons now count once:\n\nThe test passes.',
    ]);
    assert.deepEqual(session.evidence, { thinking: 1, toolOutputs: 5, codeBlocks: 2 });
    assert.deepEqual(session.errors, [{ time: '2026-04-01T09:00:50.000Z', message: 'API Error: 529 overloaded' }]);
    // The synthetic error message does not count as a model; the most used model wins.
    assert.equal(session.model, 'claude-opus-4-6');
  });

  it('derives tool effects and outcomes, including tagged errors', async () => {
    const { session } = await read(MAIN);
    assert.deepEqual(
      session.toolCalls.map((c) => [c.name, c.filesRead, c.filesWritten, c.commands, c.ok, c.error]),
      [
        ['Read', ['src/cart.ts'], [], [], true, undefined],
        ['Edit', [], ['src/cart.ts'], [], true, undefined],
        ['Bash', [], [], ['pnpm test'], false, 'Exit code 1'],
        ['MultiEdit', [], ['test/cart.test.ts'], [], true, undefined],
        ['Write', [], ['/tmp/notes.md'], [], false, 'File has not been read yet. Read it first before writing to it.'],
      ],
    );
  });

  it('titles the session with its ai-title and warns once about an unknown record type', async () => {
    const { session, diagnostics } = await read(MAIN);
    assert.equal(session.title, 'Fix double coupon discount');
    assert.deepEqual(
      diagnostics.map((d) => [d.file, d.line, d.level]),
      [[MAIN, 24, 'warning']],
    );
    assert.match(diagnostics[0]?.message ?? '', /unknown record type "telepathy"/);
  });

  it('gives a sub-agent transcript its own id, its parent, sidechain messages and its task as title', async () => {
    const { session, diagnostics } = await read(SUBAGENT);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.id, `${SESSION}-agent-a1b2c3d`);
    assert.equal(session.parent, SESSION);
    assert.equal(session.model, 'claude-haiku-4-5');
    assert.ok(session.messages.every((m) => m.sidechain === true));
    assert.deepEqual(
      session.messages.map((m) => m.kind),
      ['prompt', 'reply'],
    );
    assert.equal(session.title, 'List the files that import cart.ts and say which ones compute totals.');
    assert.deepEqual(session.evidence.toolOutputs, 1);
  });

  it("tells an agent team's teammate reports as agent replies and drops their idle pings", async () => {
    const { dir, cleanup } = await tempDir();
    try {
      const file = join(dir, '0c1d2e3f-4a5b-4c6d-8e7f-000000000099.jsonl');
      const user = (content: string, i: number) => ({ type: 'user', isSidechain: false, message: { role: 'user', content }, uuid: `u-${i}`, timestamp: `2026-04-01T09:00:0${i}.000Z`, sessionId: 'x', cwd: '/home/dev/shop' });
      await writeLines(file, [
        user('Fix the validation metric with a team.', 1),
        { type: 'assistant', isSidechain: false, message: { role: 'assistant', content: [{ type: 'text', text: 'Spawning two teammates.' }] }, uuid: 'a-2', timestamp: '2026-04-01T09:00:02.000Z', sessionId: 'x' },
        user('<teammate-message teammate_id="fixer" color="blue" summary="done">\nValidation now uses HungarianBandMatcher before computing gain MAE.\n</teammate-message>', 3),
        user('<teammate-message teammate_id="fixer" color="blue">\n{"type":"idle_notification","from":"fixer","idleReason":"available"}\n</teammate-message>', 4),
        user('Thanks, now run the tests.', 5),
      ]);
      const { session } = await read(file);
      assert.deepEqual(
        session.messages.map((m) => [m.role, m.kind, m.text]),
        [
          ['user', 'prompt', 'Fix the validation metric with a team.'],
          ['assistant', 'reply', 'Spawning two teammates.'],
          ['assistant', 'reply', 'Validation now uses HungarianBandMatcher before computing gain MAE.'],
          ['user', 'prompt', 'Thanks, now run the tests.'],
        ],
      );
    } finally {
      await cleanup();
    }
  });
});
