// Layouts agents wrote before their current one, and Gemini CLI's chats: Codex rollouts from before
// `session_meta`, Copilot CLI's `history-session-state` documents and its user-only 0.0.365 logs.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { detectFormat } from '../../../curation/sources/index.ts';
import { extractSession } from '../../../curation/extract/session.ts';
import { byKind, fixture, read, readAll, tempDir } from './fixtures.ts';

const CODEX_OLD = fixture('codex/2025/09/24/rollout-2025-09-24T04-40-17-d7e0b7f3-0000-41a0-9ae3-12e5b8f999e8.jsonl');
const COPILOT_HISTORY = fixture('copilot-cli/history-session-state/session_076dfd18-0000-4221-bb1e-efdf478eff3d_1759669955294.json');
const COPILOT_USER_ONLY = fixture('copilot-cli/session-state/22648b2e-0000-4585-af61-74201a30077b.jsonl');
const GEMINI_DIR = fixture('gemini-cli/tmp/5e7f0a/chats');
const GEMINI = join(GEMINI_DIR, 'session-2026-01-05T10-00-7d1c0e2a.jsonl');
const GEMINI_JSON = join(GEMINI_DIR, 'session-2025-10-01T09-00-1a2b3c4d.json');
const GEMINI_SUB = join(GEMINI_DIR, '7d1c0e2a-1111-4222-8333-444455556666/9f9f9f9f-0000-4000-8000-000000000009.jsonl');

describe('Codex CLI rollouts from before session_meta', () => {
  it('are Codex sessions: the first record gives id and repository, the bare items the conversation', async () => {
    assert.equal(await detectFormat(CODEX_OLD), 'codex');
    const { session, diagnostics } = await read(CODEX_OLD);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.id, 'd7e0b7f3-0000-41a0-9ae3-12e5b8f999e8');
    assert.equal(session.repo, 'anpr');
    assert.equal(session.cwd, 'E:\\ANPR');
    assert.deepEqual(byKind(session, 'prompt'), ['Die Parkgebühr: die ersten 10 Minuten frei, danach 1 € je angefangene Stunde. Schreibe alles auf Deutsch.']);
    assert.deepEqual(byKind(session, 'reply'), ['Die Gebührenregel steht jetzt in spec.md: 10 Minuten frei, danach 1 € je angefangene Stunde.']);
    assert.deepEqual(
      session.toolCalls.map((t) => [t.commands, t.ok]),
      [
        [['Get-Content spec.md'], true],
        [['pytest'], false],
      ],
    );
    assert.equal(session.evidence.thinking, 1);
  });

  it('keep file order in time although their items carry none', async () => {
    const { session } = await read(CODEX_OLD);
    const reply = session.messages.find((m) => m.kind === 'reply')!;
    assert.ok(session.toolCalls.every((t) => t.time > session.startedAt && t.time < reply.time));
  });
});

describe("Copilot CLI's history-session-state documents", () => {
  it('are Copilot CLI sessions read from their timeline: prompts, replies, calls and their outcome, errors, model', async () => {
    assert.equal(await detectFormat(COPILOT_HISTORY), 'copilot-cli');
    const { session, diagnostics } = await read(COPILOT_HISTORY);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.id, '076dfd18-0000-4221-bb1e-efdf478eff3d');
    assert.equal(session.model, 'gpt-5');
    assert.deepEqual(byKind(session, 'prompt'), ['Save questions to Cloudflare D1.']);
    assert.equal(byKind(session, 'reply').length, 1);
    assert.deepEqual(
      session.toolCalls.map((t) => [t.name, t.ok, t.filesWritten, t.commands]),
      [
        ['bash', false, [], ['ls -1a']],
        ['str_replace_editor', true, ['/home/u/data/questa-d1-client.js'], []],
      ],
    );
    assert.deepEqual(
      session.errors.map((e) => e.message),
      ['You must be logged in to send messages. Please run /login'],
    );
    // Entries are placed on the line their id is on.
    const text = await readFile(COPILOT_HISTORY, 'utf8');
    const line = text.split('\n').findIndex((l) => l.includes('e0000001-0000-4000-8000-000000000003')) + 1;
    assert.equal(session.messages.find((m) => m.kind === 'prompt')?.line, line);
  });

  describe('damaged', () => {
    let dir = '';
    let cleanup: () => Promise<void> = async () => {};
    before(async () => ({ dir, cleanup } = await tempDir()));
    after(() => cleanup());

    it('a document cut short is named with its line; a document of another shape is not taken for one', async () => {
      const cut = join(dir, 'session_x_1.json');
      await writeFile(cut, (await readFile(COPILOT_HISTORY, 'utf8')).slice(0, 900));
      const broken = await readAll(cut);
      assert.deepEqual(broken.sessions, []);
      assert.equal(broken.diagnostics.length, 1);
      assert.match(broken.diagnostics[0].message, /^not valid JSON/);
      assert.ok((broken.diagnostics[0].line ?? 0) > 1);
      const other = join(dir, 'package.json');
      await writeFile(other, '{\n  "name": "x"\n}\n');
      const notOne = await readAll(other);
      assert.deepEqual(notOne.sessions, []);
      assert.match(notOne.diagnostics[0]?.message ?? '', /^not a recognised session format: a JSON document/);
    });
  });
});

describe("Copilot CLI 0.0.365's user-only logs", () => {
  it('are read as what they are: the person\'s messages, and a note that replies were not recorded', async () => {
    const { session, diagnostics } = await read(COPILOT_USER_ONLY);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.agentVersion, '0.0.365');
    assert.equal(session.repliesRecorded, false);
    assert.equal(byKind(session, 'prompt').length, 2);
    const { digest } = extractSession(session);
    assert.equal(digest.run.outcome, 'no-reply');
    assert.match(digest.run.outcome_note, /replies were not recorded/);
  });
});

describe('Gemini CLI chats', () => {
  it('JSONL: a message written again replaces the earlier one, a rewind drops what followed, the summary titles it', async () => {
    assert.equal(await detectFormat(GEMINI), 'gemini-cli');
    const { session, diagnostics } = await read(GEMINI);
    assert.deepEqual(
      diagnostics.map((d) => [d.line, d.message.replace(/ \(.*\)/, '')]),
      [[10, 'invalid JSON; skipped']],
    );
    assert.equal(session.id, '7d1c0e2a-1111-4222-8333-444455556666');
    assert.equal(session.title, 'Switch CI to pnpm');
    assert.deepEqual(byKind(session, 'prompt'), ['Use pnpm, not npm, in the CI workflow.']);
    assert.deepEqual(byKind(session, 'reply'), ['The CI workflow now installs with `pnpm install --frozen-lockfile`.']);
    assert.deepEqual(
      session.toolCalls.map((t) => [t.name, t.ok, t.filesRead, t.filesWritten, t.commands]),
      [
        ['read_file', true, ['/home/u/app/.github/workflows/ci.yml'], [], []],
        ['replace', true, [], ['/home/u/app/.github/workflows/ci.yml'], []],
        ['run_shell_command', false, [], [], ['pnpm test']],
      ],
    );
    assert.equal(session.evidence.thinking, 1);
    assert.deepEqual(
      session.errors.map((e) => e.message),
      ['[API Error: quota exceeded]'],
    );
  });

  it('JSON: the earlier layout, with the files an @mention pasted kept out of the prompt', async () => {
    assert.equal(await detectFormat(GEMINI_JSON), 'gemini-cli');
    const { session, diagnostics } = await read(GEMINI_JSON);
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(byKind(session, 'prompt'), ['Explain @src/cache.ts']);
    assert.equal(session.model, 'gemini-2.5-flash');
  });

  it("a sub-agent's chat is a sidechain of the session it sits under", async () => {
    const { session } = await read(GEMINI_SUB);
    assert.equal(session.parent, '7d1c0e2a-1111-4222-8333-444455556666');
    assert.equal(session.cwd, '/home/u/app');
    assert.ok(session.messages.every((m) => m.sidechain));
  });
});
