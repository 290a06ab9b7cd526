import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Session } from '../../../curation/schema/session.ts';
import { detectFormat } from '../../../curation/sources/index.ts';
import { workingDirectory } from '../../../curation/sources/readers/specstory.ts';
import { byKind, fixture, read, readAll, tempDir } from './fixtures.ts';

const history = (name: string) => fixture('specstory/.specstory/history', name);
const CLAUDE = history('2026-03-31_02-12-16Z-make-the-leaderboard-global.md');
const CODEX = history('2026-07-13_20-06-10Z-audit-the-mod-scraper.md');
const CURSOR = history('2025-07-01_11-48-настройка-docker-для-пиццерии.md');
const VSCODE = history('2025-11-25_13-08Z-reusable-card-components.md');
const OTHER = history('2026-02-01_10-00-00Z-gemini-and-qwen.md');

describe('SpecStory history of a Claude Code session (Markdown v2.1)', () => {
  let s: Session;
  before(async () => {
    const { session, diagnostics } = await read(CLAUDE);
    assert.deepEqual(diagnostics, []);
    s = session;
  });

  it('is a Claude Code session, recorded by SpecStory, under its own session id', async () => {
    assert.equal(await detectFormat(CLAUDE), 'claude-code');
    assert.equal(s.format, 'claude-code');
    assert.deepEqual(s.recordedBy, { tool: 'SpecStory', version: '2.1.0' });
    assert.equal(s.id, '5f1c2d3e-0000-4a4a-8b8b-000000000001');
    assert.equal(s.startedAt, '2026-03-31T02:12:16.000Z');
    assert.equal(s.endedAt, '2026-03-31T02:20:05.000Z');
  });

  it("keeps the IDE's notes and the CLI's command echoes out of what the person said", () => {
    assert.deepEqual(byKind(s, 'prompt'), ["Make the leaderboard global across guilds. Keep SQLite, we don't want a server database.", 'Review the ranking query in cogs/leaderboard.py for ties.']);
    assert.deepEqual(byKind(s, 'command'), ['/model opus', 'Set model to opus', '/exit\n ⎿  Goodbye!']);
    assert.ok(byKind(s, 'instruction').some((t) => t.startsWith('The user opened the file /Users/ag/bot/cogs/leaderboard.py in the IDE')));
    assert.equal(s.title, "Make the leaderboard global across guilds. Keep SQLite, we don't want a server database.");
  });

  it('reads turn times and models, reasoning as evidence, and a sub-agent as a sidechain', () => {
    const reply = s.messages.find((m) => m.kind === 'reply' && !m.sidechain)!;
    assert.equal(reply.time, '2026-03-31T02:14:10.000Z');
    assert.equal(s.model, 'claude-opus-4-8');
    assert.equal(s.evidence.thinking, 1);
    assert.ok(s.messages.every((m) => !m.text.includes('Thought Process') && !m.text.includes('<tool-use')));
    const side = s.messages.filter((m) => m.sidechain);
    assert.deepEqual(
      side.map((m) => [m.role, m.kind]),
      [
        ['user', 'prompt'],
        ['assistant', 'reply'],
      ],
    );
  });

  it('reads tool calls back from their rendering: files, commands, exit status', () => {
    assert.equal(s.cwd, '/Users/ag/bot');
    const by = (name: string) => s.toolCalls.filter((t) => t.name === name);
    assert.deepEqual(by('Read')[0]?.filesRead, ['cogs/leaderboard.py']);
    assert.deepEqual(
      by('Bash').map((t) => [t.commands, t.ok, t.error]),
      [[['python -m pytest -q'], false, 'FAILED tests/test_board.py::test_global - AssertionError']],
    );
    assert.deepEqual(by('Edit')[0]?.filesWritten, ['cogs/leaderboard.py']);
    const write = by('Write')[0];
    assert.deepEqual(write?.filesWritten, ['docs/LEADERBOARD.md']);
    assert.equal(write?.document?.file, 'docs/LEADERBOARD.md');
    assert.match(write?.document?.text ?? '', /^# Leaderboard/);
  });

  it("turns the person's answer to the agent's question into their decision, and the quota notice into an error", () => {
    assert.ok(byKind(s, 'instruction').includes('Answered the agent’s questions: Should the leaderboard post automatically? → Every hour'));
    assert.deepEqual(
      s.errors.map((e) => e.message),
      ["You've hit your session limit · resets 7pm (America/New_York)"],
    );
  });
});

describe('SpecStory histories of other agents', () => {
  it('a Codex session is a codex session: its commands from the summary, its patch files from the patch', async () => {
    const { session, diagnostics } = await read(CODEX);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.format, 'codex');
    assert.equal(session.id, '019f5d16-3d82-7ad0-9109-7dcd5d51d1c3');
    assert.deepEqual(session.toolCalls.map((t) => [t.name, t.commands, t.filesWritten, t.filesDeleted, t.ok]), [
      ['exec_command', ['curl -sI https://example.org/mods//mods/download.php'], [], undefined, true],
      ['apply_patch', [], ['scrape-mods.py', 'download-mods.sh'], ['download-mods.sh'], true],
    ]);
    assert.equal(byKind(session, 'reply').length, 1);
  });

  it('an older Cursor file (Russian): turns cut at `---`, tool traces read as calls, times from the file name', async () => {
    const { session, diagnostics } = await read(CURSOR);
    assert.deepEqual(diagnostics, []);
    assert.equal(await detectFormat(CURSOR), 'cursor');
    assert.equal(session.format, 'cursor');
    assert.deepEqual(session.recordedBy, { tool: 'SpecStory' });
    assert.equal(session.title, 'Настройка Docker для пиццерии');
    // The title's local 14:48:21 and the name's 11-48 UTC: three hours east of UTC.
    assert.equal(session.startedAt, '2025-07-01T11:48:21.000Z');
    assert.deepEqual(byKind(session, 'prompt'), [
      '@docker-compose.yml давай уберем все volumes: хостинг их не поддерживает. Фронтенд пишем на React.js + Mantine.',
      'не надо ставить, просто исправь Dockerfile',
    ]);
    assert.deepEqual(byKind(session, 'reply'), [
      'Хорошо, уберу volumes и проверю сборку.',
      'Сборка падает: `tsc: not found`, потому что TypeScript стоит в devDependencies. Перенесу его в dependencies.',
      'Понял, исправлю Dockerfile: установлю зависимости с `npm ci --include=dev`.',
    ]);
    assert.deepEqual(session.toolCalls.map((t) => [t.name, t.filesRead, t.commands, t.ok]), [
      ['read_file', ['docker-compose.yml'], [], undefined],
      ['list_dir', [], [], undefined],
      ['edit_file', [], [], true],
      ['run_terminal_cmd', [], ['docker compose build'], true],
      ['run_terminal_cmd', [], ['npm install --save typescript'], false],
    ]);
    const times = session.messages.map((m) => m.time);
    assert.deepEqual(times, [...times].sort());
  });

  it('a VS Code file is GitHub Copilot in VS Code; an agent Lore has no name for keeps its own', async () => {
    const vscode = (await read(VSCODE)).session;
    assert.equal(vscode.format, 'vscode-copilot');
    assert.equal(vscode.model, 'copilot/claude-sonnet-4.5');
    assert.equal(vscode.title, 'Reusable card components');
    const other = (await read(OTHER)).session;
    assert.equal(other.format, 'other');
    assert.equal(other.agent, 'Qwen Code');
    assert.deepEqual(other.toolCalls.map((t) => t.commands), [['git mv utils common']]);
  });
});

describe('SpecStory input that is damaged or empty', () => {
  let dir = '';
  let cleanup: () => Promise<void> = async () => {};
  before(async () => ({ dir, cleanup } = await tempDir()));
  after(() => cleanup());

  it('reads a file with Windows line endings the same', async () => {
    const file = join(dir, '2026-03-31_02-12-16Z-crlf.md');
    await writeFile(file, (await readFile(CLAUDE, 'utf8')).replace(/\n/g, '\r\n'));
    const crlf = (await read(file)).session;
    const lf = (await read(CLAUDE)).session;
    assert.deepEqual(
      crlf.messages.map((m) => [m.kind, m.text, m.time]),
      lf.messages.map((m) => [m.kind, m.text, m.time]),
    );
    assert.deepEqual(crlf.toolCalls, lf.toolCalls);
  });

  it('names file and line for bytes that are not UTF-8, keeps the rest, and warns of a block never closed', async () => {
    const file = join(dir, 'broken.md');
    const text = (await readFile(CODEX, 'utf8')).replace('</details></tool-use>\n\n_**Agent (gpt-5.5 2026-07-13 20:06:40Z)**_', '');
    const [before, after] = text.split('Audit the mod scraper');
    await writeFile(file, Buffer.concat([Buffer.from(before), Buffer.from([0xff]), Buffer.from(`Audit the mod scraper${after}`)]));
    const { sessions, diagnostics } = await readAll(file);
    assert.deepEqual(
      diagnostics.map((d) => [d.line, d.message]),
      [
        [9, 'bytes that are not valid UTF-8 were read as U+FFFD; the rest of the line is kept'],
        [28, 'this tool or reasoning block is never closed: the rest of the file was read as part of it'],
      ],
    );
    assert.deepEqual(byKind(sessions[0], 'prompt'), ['\uFFFDAudit the mod scraper; the download links look broken.']);
  });

  it('skips a file with a header and no turns, with a warning', async () => {
    const file = join(dir, 'empty.md');
    await writeFile(file, '<!-- Generated by SpecStory, Markdown v2.1.0 -->\n\n# 2026-01-01 10:00:00Z\n\n<!-- Claude Code Session e1 (2026-01-01 10:00:00Z) -->\n');
    const { sessions, diagnostics } = await readAll(file);
    assert.deepEqual(sessions, []);
    assert.deepEqual(
      diagnostics.map((d) => d.message),
      ['no conversation (no user or agent turn); file skipped'],
    );
  });
});

describe('workingDirectory', () => {
  it('is the prefix most read and written paths agree on, longer relative paths weighing more', () => {
    assert.equal(workingDirectory({ read: ['cogs/admin.py', 'bot.py'], written: ['/Users/me/bot/cogs/admin.py', '/Users/me/bot/bot.py', '/tmp/x/bot.py'] }), '/Users/me/bot');
    assert.equal(workingDirectory({ read: ['C:\\work\\app\\x.py'], written: ['C:\\work\\app\\x.py'] }), undefined);
    assert.equal(workingDirectory({ read: [], written: ['/a/b.py'] }), undefined);
  });
});
