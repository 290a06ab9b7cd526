// The session readers on the real sample corpora in `../shared/corpus` (beside the repository; not
// shipped). Skipped, with a message, where that folder does not exist.
//
// Warnings: every file is expected to read with none. The samples hold only record types the
// readers know (Claude's attachment/progress/queue-operation/file-history-snapshot/permission-mode/
// last-prompt/ai-title, Codex's event_msg/turn_context/session_meta, Copilot's hook.*/permission.*/
// session.* bookkeeping are all recognised and ignored on purpose), and every line is complete,
// valid UTF-8 JSON. A warning here would mean a reader met something it does not understand.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { Diagnostic, Session, SessionFormat } from '../../curation/schema/session.ts';
import { detectFormat, discoverSessionFiles, loadIssueMaps, readSessions } from '../../curation/sources/index.ts';

const REPO = resolve(import.meta.dirname, '../..');
const CORPUS = resolve(REPO, '../shared/corpus');
const MISSING = existsSync(CORPUS) ? false : `sample corpus not found at ${CORPUS}; corpus tests skipped`;

/** Folder of the corpus → the format its files are in (the README's table). */
const FORMAT_OF_FOLDER: Record<string, SessionFormat> = { gitclaw: 'pi', 'claude-code': 'claude-code', codex: 'codex', 'copilot-cli': 'copilot-cli' };

/**
 * Per file: prompts, replies, tool calls, API/harness errors, warnings. Why the less obvious ones:
 * - gitclaw 64ddb985 / 525a5c8b / ac8c717e: one greeting each, answered by a `400 bad request`
 *   (`stopReason: "error"`), hence no reply and one error; b1f6c294 has one such failure too.
 * - Claude 7ef4b236: 24 prompts (the `/model` commands, their output, two caveats, a
 *   "Continue from where you left off." meta record and an interruption are not prompts) and one
 *   error, the `rate_limit` API error shown as an assistant message.
 * - Claude sub-agent transcripts: their one prompt is the task the parent agent gave them.
 * - Codex: prompts equal the `user_message` events, replies equal the assistant response items
 *   (019cfa7c has 19 replies for 17 `agent_message` events: two final answers only exist as
 *   response items); 019d6de0 was interrupted before any reply.
 * - Copilot 9a493a94: "hi", one reply, 4 `session.error` events of which 2 are the same MCP error
 *   (recorded once). 07c40cd0: 9 user messages, 2 of them empty-content nudges (instructions);
 *   its error is `read ENOTCONN`. 3cc3555e: `/init` twice, each kept as the prompt it expands to.
 */
const EXPECTED: [file: string, prompts: number, replies: number, toolCalls: number, errors: number, warnings: number][] = [
  ['claude-code/DRMacIver__claude-reliability/coverage-test-fix/transcript.jsonl', 1, 8, 13, 0, 0],
  ['claude-code/DRMacIver__claude-reliability/python-to-rust-port/transcript.jsonl', 1, 16, 39, 0, 0],
  ['claude-code/SudarshanVK__dotfiles/8d14d234-a464-4b56-9c09-38e5b2608c54.jsonl', 2, 13, 28, 0, 0],
  ['claude-code/SudarshanVK__dotfiles/939c399e-4c74-4297-8c69-a5471ed8d0ea/subagents/agent-a62ceb6.jsonl', 1, 4, 23, 0, 0],
  ['claude-code/SudarshanVK__dotfiles/98743092-d199-4261-9ab0-95c08e91ce0d.jsonl', 9, 26, 64, 0, 0],
  ['claude-code/Xu-Wentao__dotfile/7ef4b236-d946-48a6-a856-e45b02af7be7.jsonl', 24, 32, 41, 1, 0],
  ['claude-code/Xu-Wentao__dotfile/7ef4b236-d946-48a6-a856-e45b02af7be7/subagents/agent-a957850183dbc96f4.jsonl', 1, 18, 45, 0, 0],
  ['codex/ADIOCLASSMATE__dotfile/rollout-2026-07-03T15-12-18-019f26d2-378f-7123-aaab-925df3e2bf7b.jsonl', 2, 14, 47, 0, 0],
  ['codex/Xu-Wentao__dotfile/rollout-2026-04-07T23-24-08-019d688b-3b5f-72c0-8028-4a4af562b9f5.jsonl', 2, 6, 19, 0, 0],
  ['codex/Xu-Wentao__dotfile/rollout-2026-04-08T22-18-42-019d6d75-b03d-7f83-a2c7-c3478007d5e0.jsonl', 2, 11, 39, 0, 0],
  ['codex/Xu-Wentao__dotfile/rollout-2026-04-09T00-15-49-019d6de0-ea2a-7e70-8eae-f459f6b9aea8.jsonl', 1, 0, 0, 0, 0],
  ['codex/h-morishita-esol__devenv/rollout-2026-02-20T09-46-26-019c7883-24af-7ac0-ada0-aa2eefc49a1c.jsonl', 1, 10, 27, 0, 0],
  ['codex/h-morishita-esol__devenv/rollout-2026-02-20T12-19-16-019c790f-11e1-7ce1-ac06-eae68eafbc59.jsonl', 11, 20, 39, 0, 0],
  ['codex/h-morishita-esol__devenv/rollout-2026-02-21T17-59-45-019c7f6d-277d-7413-896a-200c70ce1f21.jsonl', 5, 17, 31, 0, 0],
  ['codex/h-morishita-esol__devenv/rollout-2026-03-17T15-29-27-019cfa7c-2b5c-7051-a07b-37c07ba433ba.jsonl', 3, 19, 54, 0, 0],
  ['copilot-cli/Tokisaki7-Dev__HAWZX-AI/99a32bf6-663e-4432-a172-dc2d03bf93d8/events.jsonl', 9, 9, 18, 0, 0],
  ['copilot-cli/XEFF09__dotfiles/3cc3555e-5462-44f9-95de-c67b1cb220b9/events.jsonl', 2, 3, 53, 0, 0],
  ['copilot-cli/XEFF09__dotfiles/9a493a94-a307-489e-8bc7-d16f4afcd992/events.jsonl', 1, 1, 0, 2, 0],
  ['copilot-cli/XEFF09__dotfiles/b87feda8-379e-4f8c-aa42-b4f7d12f253a/events.jsonl', 1, 1, 32, 0, 0],
  ['copilot-cli/XEFF09__dotfiles/feeb765c-b05d-456f-bb55-ff2504dad88b/events.jsonl', 1, 2, 36, 0, 0],
  ['copilot-cli/softwaresalt__agent-engram/07c40cd0-ff51-4d6e-bdcd-ac2f90877203/events.jsonl', 7, 24, 86, 1, 0],
  ['gitclaw/state/sessions/2026-02-19T13-30-29-055Z_64ddb985-5b6b-4d0c-854b-e8300d86dee4.jsonl', 1, 0, 0, 1, 0],
  ['gitclaw/state/sessions/2026-02-19T15-21-35-350Z_525a5c8b-f733-4ca8-84e1-db7bdfb12bbe.jsonl', 1, 0, 0, 1, 0],
  ['gitclaw/state/sessions/2026-02-20T05-44-27-727Z_ac8c717e-0824-4232-8182-17cbdc9376a4.jsonl', 1, 0, 0, 1, 0],
  ['gitclaw/state/sessions/2026-02-20T11-44-20-711Z_b1f6c294-cc66-402c-bcb0-3e76f2777ce8.jsonl', 6, 7, 27, 1, 0],
  ['gitclaw/state/sessions/2026-02-20T12-31-00-428Z_0a39b144-e4da-4be0-b944-06a011ad6ab4.jsonl', 4, 4, 0, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T12-32-37-832Z_fd67ceb3-8afa-47d5-853e-c1ceedcecfb8.jsonl', 5, 8, 6, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T12-54-04-229Z_eb684a84-3c13-4b18-b1bf-cd42e7f2bd82.jsonl', 3, 3, 4, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T12-55-28-934Z_31b7bf2a-f9f4-4222-a8cc-022825664a0e.jsonl', 5, 6, 4, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T12-59-41-491Z_4a0fa61d-92e3-4e70-becc-bb9d07254f8c.jsonl', 2, 7, 50, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T13-40-38-100Z_034d1cd7-639c-48be-a1ac-7f60981867ae.jsonl', 1, 3, 8, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T13-57-30-847Z_2ab061f6-7fbd-44c0-b62a-7d6161d20f83.jsonl', 2, 3, 4, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T14-17-07-189Z_0f864356-8ed9-4e63-bc61-a364afe414a8.jsonl', 6, 9, 31, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T14-18-39-654Z_04a34e90-d539-492b-ac7b-292fedf105cf.jsonl', 1, 1, 4, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T14-29-31-173Z_c6015bf6-37f8-4017-903e-12a816585cad.jsonl', 1, 2, 6, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T14-44-40-304Z_f239f8e8-2341-480c-a00c-64e0a40f4fff.jsonl', 1, 3, 5, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T15-05-49-991Z_c1bcc53d-b4b9-4666-bcf0-e7098205d728.jsonl', 1, 2, 16, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T15-08-51-098Z_13117632-7660-4ddb-9409-d8fbfa2c1890.jsonl', 3, 3, 9, 0, 0],
  ['gitclaw/state/sessions/2026-02-20T21-00-40-026Z_98e32e1b-ebec-496e-a7e1-a52f31f6429f.jsonl', 2, 2, 16, 0, 0],
  ['gitclaw/state/sessions/2026-02-21T07-31-34-349Z_aa11b965-c826-452e-9578-8e583af05f74.jsonl', 3, 6, 11, 0, 0],
  ['gitclaw/state/sessions/2026-02-22T03-00-32-797Z_bca1e6cc-464f-40c4-806d-90f8647c5d86.jsonl', 5, 5, 28, 0, 0],
  ['gitclaw/state/sessions/2026-02-23T01-33-35-948Z_6eb8c8bc-4e44-467d-ba69-648acc488510.jsonl', 1, 2, 7, 0, 0],
];

/** Harness text that must never be taken for something a person asked. */
const HARNESS = /^<|# AGENTS\.md instructions|<INSTRUCTIONS>|<environment_context>|^Caveat: |\[Request interrupted/;

describe('session readers on the sample corpora', { skip: MISSING }, () => {
  const sessions = new Map<string, Session>();
  const warnings = new Map<string, Diagnostic[]>();
  let discovered: string[] = [];

  before(async () => {
    const found = await discoverSessionFiles(['.'], CORPUS);
    assert.deepEqual(found.skipped, []);
    assert.deepEqual(found.diagnostics, []);
    discovered = found.files;
    const mapDiagnostics: Diagnostic[] = [];
    const issueMaps = await loadIssueMaps(found.files, mapDiagnostics);
    assert.deepEqual(mapDiagnostics, []);
    for (const file of found.files) {
      const rel = file.slice(CORPUS.length + 1);
      const diagnostics: Diagnostic[] = [];
      const [session] = await readSessions(file, { issueMaps }, diagnostics);
      warnings.set(rel, diagnostics);
      if (session) sessions.set(rel, session);
    }
    const rows = [...warnings].map(([rel, d]) => `  ${String(d.length).padStart(2)} warning(s)  ${rel}`);
    console.log(`sources corpus: ${sessions.size} sessions from ${discovered.length} files\n${rows.join('\n')}`);
  });

  it('finds exactly the sample files, and every one parses', () => {
    assert.deepEqual(
      discovered.map((f) => f.slice(CORPUS.length + 1)),
      EXPECTED.map(([file]) => file),
    );
    assert.equal(sessions.size, EXPECTED.length);
  });

  it('detects the right format for every file, from its records', async () => {
    for (const [rel] of EXPECTED) {
      const expected = FORMAT_OF_FOLDER[rel.split('/')[0] ?? ''];
      assert.equal(await detectFormat(resolve(CORPUS, rel)), expected, rel);
      assert.equal(sessions.get(rel)?.format, expected, rel);
    }
  });

  it('counts prompts, replies, tool calls, errors and warnings as explained above', () => {
    for (const [rel, prompts, replies, toolCalls, errors, warningCount] of EXPECTED) {
      const s = sessions.get(rel);
      assert.ok(s, rel);
      const count = (kind: string) => s.messages.filter((m) => m.kind === kind).length;
      assert.deepEqual([count('prompt'), count('reply'), s.toolCalls.length, s.errors.length, warnings.get(rel)?.length], [prompts, replies, toolCalls, errors, warningCount], rel);
    }
  });

  it('gives every session at least one prompt, and never a harness text as a prompt', () => {
    for (const [rel, s] of sessions) {
      const prompts = s.messages.filter((m) => m.kind === 'prompt');
      assert.ok(prompts.length >= 1, rel);
      for (const p of prompts) assert.doesNotMatch(p.text, HARNESS, rel);
    }
  });

  it('gives sensible titles: one line, at most 100 characters, from the issue or the first request', () => {
    for (const [rel, s] of sessions) {
      assert.ok(s.title.length > 0 && !s.title.includes('\n'), rel);
      assert.ok(Array.from(s.title).length <= 100, `${rel}: ${s.title}`);
      assert.doesNotMatch(s.title, /^(?:<|Session |# AGENTS)/, `${rel}: ${s.title}`);
    }
    const title = (rel: string) => sessions.get(rel)?.title;
    assert.equal(title('gitclaw/state/sessions/2026-02-20T11-44-20-711Z_b1f6c294-cc66-402c-bcb0-3e76f2777ce8.jsonl'), 'Why is the sky blue?');
    assert.equal(title('gitclaw/state/sessions/2026-02-20T12-59-41-491Z_4a0fa61d-92e3-4e70-becc-bb9d07254f8c.jsonl'), 'Clear State');
    assert.equal(title('claude-code/SudarshanVK__dotfiles/98743092-d199-4261-9ab0-95c08e91ce0d.jsonl'), 'Remove all GQL references');
    assert.equal(title('codex/Xu-Wentao__dotfile/rollout-2026-04-08T22-18-42-019d6d75-b03d-7f83-a2c7-c3478007d5e0.jsonl'), 'volcano的podgroup有可能会比pod先创建么?');
    assert.equal(
      title('copilot-cli/XEFF09__dotfiles/b87feda8-379e-4f8c-aa42-b4f7d12f253a/events.jsonl'),
      'Analyze this codebase and create a .github/copilot-instructions.md file to help future Copilot…',
    );
  });

  it('maps GitClaw issues: 20 sessions have issues, issues 6 and 46 share one session', () => {
    const gitclaw = [...sessions].filter(([rel]) => rel.startsWith('gitclaw/')).map(([, s]) => s);
    assert.equal(gitclaw.filter((s) => s.issues.length > 0).length, 20);
    const shared = gitclaw.find((s) => s.id === '64ddb985-5b6b-4d0c-854b-e8300d86dee4');
    assert.equal(shared?.issue, 6);
    assert.deepEqual(shared?.issues, [6, 46]);
  });

  it('links sub-agent transcripts to their parent session', () => {
    const sub = sessions.get('claude-code/Xu-Wentao__dotfile/7ef4b236-d946-48a6-a856-e45b02af7be7/subagents/agent-a957850183dbc96f4.jsonl');
    assert.equal(sub?.parent, '7ef4b236-d946-48a6-a856-e45b02af7be7');
    assert.equal(sub?.id, '7ef4b236-d946-48a6-a856-e45b02af7be7-agent-a957850183dbc96f4');
    assert.ok(sub?.messages.every((m) => m.sidechain === true));
    const ids = [...sessions.values()].map((s) => s.id);
    assert.equal(new Set(ids).size, ids.length, 'session ids are unique');
  });
});
