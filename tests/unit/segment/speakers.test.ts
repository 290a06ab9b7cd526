// segment/speakers.ts: which part of a prompt is the person's own words, which was pasted, and which
// prompts nobody typed (schedulers, harness notices, templates).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { promptParts, turnParts, withoutStamp } from '../../../curation/segment/speakers.ts';

test('metadata stamps and bridge labels before a message are removed; the rest is the person\'s', () => {
  assert.deepEqual(promptParts('[Sat 2026-03-21 19:16 UTC] Let us use Redis'), { own: 'Let us use Redis', pasted: [], automation: false });
  assert.equal(promptParts('Conversation info (untrusted metadata): [Sat 2026-03-21 19:16 UTC] hello there').own, 'hello there');
  assert.equal(withoutStamp('hello [message_id: 332cabcd] there'), 'hello there');
  assert.equal(withoutStamp('Deploy at 10:30 please'), 'Deploy at 10:30 please');
});

test('scheduler and system labels make the prompt automation', () => {
  for (const text of ['[cron] run the nightly report', 'System: heartbeat', '[heartbeat 2026-03-01] check the queue', 'Scheduled task: rotate the logs']) {
    const parts = promptParts(text);
    assert.equal(parts.automation, true, text);
    assert.equal(parts.own, '', text);
  }
});

test('harness phrases make the prompt automation: a command notice, a sub-agent wrapper', () => {
  assert.equal(promptParts('An async command the user already approved has completed. Reply to the user.').automation, true);
  assert.equal(promptParts('You are running as a subagent. Find every caller of cart.ts.').automation, true);
  assert.equal(promptParts('Read HEARTBEAT.md and act on it.').automation, true);
});

test('an IDE wrapper: the context before the request heading is pasted, what follows it is the person\'s', () => {
  const parts = promptParts('# Context from my IDE setup:\n\n## Active file: src/app.ts\n\n## Open tabs:\n- src/app.ts\n\n## My request for Codex:\nUse Redis for the cache');
  assert.equal(parts.own, 'Use Redis for the cache');
  assert.equal(parts.automation, false);
  assert.equal(parts.pasted.length, 1);
  assert.match(parts.pasted[0], /Active file/);
});

test("a template quoting the person's words in a fence under its request heading: the fence is theirs, the template pasted", () => {
  const parts = promptParts('## User Input\n\n```text\nWe build it with Tauri and Angular Material\n```\n\nYou **MUST** consider the user input before proceeding (if not empty).\n\n## Outline\n\n1. **Setup**: run the plan script');
  assert.equal(parts.own, 'We build it with Tauri and Angular Material');
  assert.equal(parts.automation, false);
  assert.match(parts.pasted.join('\n'), /## Outline/);
  // The template with its slot unfilled is nobody's words.
  assert.equal(promptParts('## User Input\n\n```text\n$ARGUMENTS\n```\n\nYou MUST consider the user input.').own, '');
});

test("a program's lines, each in a block of its own, are pasted; a file named before a colon by the person is not", () => {
  const parts = promptParts('The container logs this, what is wrong:\n\n/docker-entrypoint.sh: Launching /docker-entrypoint.d/10-listen-on-ipv6-by-default.sh\n\n10-listen-on-ipv6-by-default.sh: info: Enabled listen on IPv6 by default\n\n2025/07/02 11:05:25 [warn] 1#1: the "user" directive is ignored\n\nnginx: [warn] the "user" directive is ignored');
  assert.equal(parts.own, 'The container logs this, what is wrong:');
  assert.equal(parts.pasted.length, 4);
  assert.equal(promptParts('app.py: rename the function to main').own, 'app.py: rename the function to main');
  // A timestamp and a level: a log's line, alone in its block or not; a date in a sentence is not.
  assert.equal(promptParts('2026-03-04 18:47:49.082 [info] From claude\n\nwhy does it disconnect?').own, 'why does it disconnect?');
  assert.equal(promptParts('2026-03-04 we decided to use Redis').own, '2026-03-04 we decided to use Redis');
  assert.equal(promptParts('config.yml: keep the defaults from now on').own, 'config.yml: keep the defaults from now on');
});

test('an environment file pasted whole, comments and assignments, is pasted; one assignment in a sentence is the person\'s', () => {
  const parts = promptParts('My backend/.env follows. Please check it.\n\n# Backend settings\n# copy to .env\n\nMOCK_OCR=1\n\n# Server\nPORT=8080\nNODE_ENV=development');
  assert.equal(parts.own, 'My backend/.env follows. Please check it.');
  assert.equal(parts.pasted.length, 3);
  assert.equal(promptParts('Set PORT=8080 from now on').own, 'Set PORT=8080 from now on');
});

test('pasted blocks: quotes, logs and templates are pasted; the person\'s words around them are theirs', () => {
  const quoted = promptParts('> a reviewer wrote this\n> and this\n\nI disagree with this review');
  assert.deepEqual([quoted.own, quoted.pasted.length], ['I disagree with this review', 1]);
  const log = promptParts('Fix this error:\n\nTraceback (most recent call last):\n  File "a.py", line 3, in <module>\nERROR something\nERROR again');
  assert.equal(log.own, 'Fix this error:');
  assert.match(log.pasted[0], /^Traceback/);
  const template = promptParts('Review $ARGUMENTS carefully');
  assert.deepEqual([template.own, template.automation], ['', true]);
});

test('a pasted log line is not a template: its level in brackets ("[INFO]") is no placeholder, so a bare log paste is still the person\'s turn', () => {
  const log = promptParts('2026-03-30 22:31:27 [INFO] __main__: Loaded extension: cogs.registration');
  assert.equal(log.automation, false);
  const error = promptParts('2026-03-30 22:36:00 [ERROR] discord.app_commands.tree: Ignoring exception in command');
  assert.equal(error.automation, false);
  // (A template's slot in capitals still is one.)
  assert.equal(promptParts('Summarise [TICKET_BODY] for the release notes').automation, true);
});

test('a long pasted document: what the person wrote before it is theirs, the document is pasted', () => {
  const sections = Array.from({ length: 5 }, (_, i) => `## Section ${i}\n\n${'The service must keep every request under two hundred milliseconds at the ninety-ninth percentile. '.repeat(3)}`).join('\n\n');
  const parts = promptParts(`Please review this spec for gaps.\n\n# Service spec\n\n${sections}`);
  assert.equal(parts.own, 'Please review this spec for gaps.');
  assert.ok(parts.pasted.length >= 5);
  assert.equal(parts.automation, false);
});

test('a plain message is all the person\'s, however many paragraphs', () => {
  const text = "Let's use Redis for the cache.\n\nAnd keep the TTL at an hour.";
  assert.deepEqual(promptParts(text), { own: text, pasted: [], automation: false });
});

test('turnParts: prompts of one turn joined; automation only when every prompt is', () => {
  const both = turnParts(['[cron] nightly report', 'also check the disk']);
  assert.deepEqual([both.own, both.automation], ['also check the disk', false]);
  assert.equal(turnParts(['[cron] a', 'System: b']).automation, true);
});

test('a person who speaks of "the user", "tool output" or "a session summary" is still the person', () => {
  for (const text of ['When the user is logged out the page crashes; fix src/auth.ts', 'The tool output shows a 404 for /api/users', 'Write a session summary to docs/sessions.md']) {
    const parts = promptParts(text);
    assert.deepEqual([parts.own, parts.automation], [text, false], text);
  }  // (Two of those phrases together are a harness's notice.)
  assert.equal(promptParts('The user has opened the file. Active file: src/app.ts').automation, true);
});

test("a terminal pasted from its prompt line on is the terminal's, not the person's; so is a program's banner and what follows", () => {
  const shell = promptParts('It still fails:\n\nPS C:\\work\\app> npm run build\n\nError: Cannot find module x');
  assert.equal(shell.own, 'It still fails:');
  assert.equal(shell.pasted.length, 2);
  const unix = promptParts('me@box:~/app$ make\n\ncc: error: no input files');
  assert.equal(unix.own, '');
  const banner = promptParts("Tool 2.3.1 (85377a2) — I'm not slow, I'm thorough.\n\nAgents:\n- main (default)");
  assert.equal(banner.own, '');
  // A version number in the person's own sentence is no banner.
  assert.equal(promptParts('Upgrade to 2.3.1 please, the old one leaks').own, 'Upgrade to 2.3.1 please, the old one leaks');
});

test('a terminal pasted from a Windows prompt is the terminal\'s also after the home folder was redacted ("~>", "PS ~\\app>"), and so is its banner', () => {
  const cmd = promptParts('Microsoft Windows [Version 10.0.26100.3476]\n(c) Microsoft Corporation. All rights reserved.\n\n~>gemini --help\nUsage: gemini [options]\n\nPositionals:\n query Runs in interactive mode by default; use -p for non-interactive.');
  assert.equal(cmd.own, '');
  assert.equal(promptParts('It fails:\n\nPS ~\\app> npm run build\n\nError: x').own, 'It fails:');
  // (A tilde in the person's own sentence is no prompt.)
  assert.equal(promptParts('Keep the config in ~/.app > the repo copy').own, 'Keep the config in ~/.app > the repo copy');
});

test('a prompt that tells the agent which protocol token to reply with was written by a program', () => {
  assert.equal(promptParts('Store durable notes in memory/today.md. If nothing to store, reply with NO_REPLY.').automation, true);
  assert.equal(promptParts('Check the queue; if all is well answer HEARTBEAT_OK').automation, true);
  assert.equal(promptParts('Rename the variable and reply with the new name of max_retries').automation, false);
});

test('log lines stamped with a bare time or a level between bars are a log', () => {
  const parts = promptParts("13:06:02 | DEBUG | #12 RUN npm run build\n13:06:24 | DEBUG | #12 src/App.tsx(10,49): error TS6133: 'Container' is declared but its value is never read.\n13:06:25 | DEBUG | #12 ERROR: exit code: 2");
  assert.equal(parts.own, '');
  assert.equal(promptParts('Meet at 13:06:02 sharp, never later').own, 'Meet at 13:06:02 sharp, never later');
});

test("a harness's system events before the message are the harness's; the message after them is the person's", () => {
  const bridged = 'System: [2026-03-29 16:49:46 GMT+8] Feishu[coach] DM | user545942 (ou_b837) [msg:om_x100b]\n\nConversation info (untrusted metadata):\n\nSender (untrusted metadata):\n\nI want functional training, like CrossFit, not bulk.';
  const parts = promptParts(bridged);
  assert.equal(parts.own, 'I want functional training, like CrossFit, not bulk.');
  assert.equal(parts.automation, false);
  assert.match(parts.pasted[0], /^System: \[2026-03-29/);
  // Events of a command that finished, then a stamped message.
  assert.equal(promptParts('System: [2026-02-09 14:13:55 EST] Exec failed (oceanic, code 128) :: fatal: unable to access\n\n[Mon 2026-02-09 14:14 EST] ok not now').own, 'ok not now');
  // Messages queued while the agent was busy: the wrapper and its separators go, each message stays.
  const queued = promptParts('[Queued messages while agent was busy]\n\n---\nQueued #1\nI suggest you write a plan for long tasks.\n\n---\nQueued #2\nSystem: [2026-04-18 16:06:20 GMT+8] Feishu[coach] DM | user545942\n\nDone as asked.');
  assert.equal(queued.own, 'I suggest you write a plan for long tasks.\n\nDone as asked.');
  // Events alone, or events before a heartbeat prompt, are no one's words.
  for (const text of ['System: [2026-03-24 16:31:23 GMT-5] WhatsApp gateway disconnected (status 499)\nSystem: [2026-03-24 16:31:26 GMT-5] WhatsApp gateway connected.', 'System: [2026-03-24 05:00:10 GMT-5] WhatsApp gateway connected.\n\nRead HEARTBEAT.md if it exists (workspace context). Follow it strictly.']) {
    const p = promptParts(text);
    assert.equal(p.automation, true, text);
    assert.equal(p.own, '', text);
  }
});
