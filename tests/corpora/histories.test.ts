// The Markdown histories (Aider, SpecStory) and the older layouts (Codex before session_meta,
// Copilot CLI's history-session-state) of the development corpus in `../shared/corpus-dev`, read
// as curation reads them. Where that corpus is absent (CI has only `../shared/corpus`), the same
// checks run on the crafted fixtures in tests/fixtures/sessions, so that they are never skipped.
//
// Warnings: none but the ones these files earn. One SpecStory file has four lines cut inside a
// UTF-8 character (box-drawing output cut by a byte count); one Copilot document holds no
// conversation (the person changed the model and quit).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { Diagnostic, Session } from '../../curation/schema/session.ts';
import { detectFormat, discoverSessionFiles, readSessions } from '../../curation/sources/index.ts';

const REPO = resolve(import.meta.dirname, '../..');
const DEV = resolve(REPO, '../shared/corpus-dev');
const HAVE_DEV = existsSync(DEV);
const ROOT = HAVE_DEV ? DEV : resolve(REPO, 'tests/fixtures/sessions');
if (!HAVE_DEV) console.log(`histories corpus: ${DEV} not found; the checks run on the crafted fixtures instead`);

const FOLDERS = HAVE_DEV
  ? ['aider', 'specstory', 'codex/Elektriker-Edgar__PV-Projekt', 'copilot-cli/polusiti__sys']
  : ['aider', 'specstory', 'codex/2025', 'copilot-cli/history-session-state', 'copilot-cli/session-state/22648b2e-0000-4585-af61-74201a30077b.jsonl', 'gemini-cli'];

/** Files, the sessions each holds and the warnings each must give. */
const EXPECTED: Record<string, { sessions: number; warnings: number }> = HAVE_DEV
  ? {
      'aider/0anes0__verilog_simulasyonu-LSFL-/.aider.chat.history.md': { sessions: 4, warnings: 0 },
      'aider/Ahmedrali__rfp_response_platform/.aider.chat.history.md': { sessions: 1, warnings: 0 },
      'aider/Ahmedrali__rfp_response_platform/backend/.aider.chat.history.md': { sessions: 6, warnings: 0 },
      'aider/AndreasDebel__HaaV-CatalogService/.aider.chat.history.md': { sessions: 4, warnings: 0 },
      'aider/Arjo67-tech__black-hole-faraday-reconstruction-/.aider.chat.history.md': { sessions: 15, warnings: 0 },
      'specstory/AvaTar-ArTs__CoX-mod-Adventure/2026-07-13_20-06-10Z-users-steven-cox-mod.md': { sessions: 1, warnings: 4 },
      'copilot-cli/polusiti__sys/history-session-state/session_ea20af27-b3c6-4843-b737-05a1b8aeacf0_1759498020507.json': { sessions: 0, warnings: 1 },
    }
  : {
      'aider/shop/.aider.chat.history.md': { sessions: 2, warnings: 0 },
      'gemini-cli/tmp/5e7f0a/chats/session-2026-01-05T10-00-7d1c0e2a.jsonl': { sessions: 1, warnings: 1 },
    };

/** Text of another kind that must never reach prose: edit blocks, tool and reasoning markup, role
 * lines, aider's own lines. (A `#### ` line may be a reply's heading.) */
const NOT_PROSE = /^(?:<{7} SEARCH|>{7} REPLACE|={7}$)|<tool-use\b|<\/tool-use>|<think>|<thinking-content-|<\/?details>|^_\*\*(?:User|Agent|Assistant)\b|^> (?:Tokens:|Applied edit to |Commit [0-9a-f]{7})/m;

describe(`Markdown histories and older layouts (${HAVE_DEV ? '../shared/corpus-dev' : 'crafted fixtures'})`, () => {
  const read = new Map<string, { sessions: Session[]; diagnostics: Diagnostic[] }>();

  before(async () => {
    const found = await discoverSessionFiles(FOLDERS, ROOT);
    assert.deepEqual(found.diagnostics, []);
    for (const file of found.files) {
      const diagnostics: Diagnostic[] = [];
      read.set(file.slice(ROOT.length + 1), { sessions: await readSessions(file, {}, diagnostics), diagnostics });
    }
    const rows = [...read].map(([rel, r]) => `  ${String(r.sessions.length).padStart(3)} session(s) ${String(r.diagnostics.length).padStart(2)} warning(s)  ${rel}`);
    console.log(`histories corpus: ${read.size} files\n${rows.join('\n')}`);
  });

  it('finds every history, dot-files included, and reads each with only the warnings it earns', () => {
    assert.ok(read.size >= (HAVE_DEV ? 30 : 10), `${read.size} files`);
    for (const [rel, { sessions, diagnostics }] of read) {
      const expected = EXPECTED[rel] ?? { sessions: 1, warnings: 0 };
      assert.equal(sessions.length, expected.sessions, rel);
      assert.equal(diagnostics.length, expected.warnings, `${rel}: ${JSON.stringify(diagnostics)}`);
      for (const d of diagnostics) assert.ok(d.file.endsWith(rel), d.file);
    }
  });

  it('detects each file as the agent that held the session', async () => {
    for (const [rel, { sessions }] of read) {
      const format = await detectFormat(resolve(ROOT, rel));
      for (const s of sessions) assert.equal(s.format, format, rel);
      if (rel.startsWith('aider/')) assert.equal(format, 'aider', rel);
      if (rel.startsWith('codex/')) assert.equal(format, 'codex', rel);
      if (rel.startsWith('copilot-cli/')) assert.equal(format, 'copilot-cli', rel);
      if (rel.startsWith('specstory/')) assert.ok(sessions.every((s) => s.recordedBy?.tool === 'SpecStory'), rel);
    }
  });

  it('gives every session something typed and a unique id, keeps code and markup out of prose, and keeps time in file order', () => {
    const ids = new Set<string>();
    for (const [rel, { sessions }] of read) {
      for (const s of sessions) {
        assert.ok(!ids.has(s.id), `${rel}: id ${s.id} twice`);
        ids.add(s.id);
        // (A session of slash commands alone, `/config` then `/exit`, has no prompt: a command will do.)
        assert.ok(s.messages.some((m) => m.kind === 'prompt' || m.kind === 'command'), `${rel}: nothing typed`);
        for (const m of s.messages) {
          if (m.kind === 'prompt' || m.kind === 'reply') assert.doesNotMatch(m.text, NOT_PROSE, `${rel}:${m.line}`);
        }
        const ordered = [...s.messages].filter((m) => m.kind === 'prompt' || m.kind === 'reply');
        for (let i = 1; i < ordered.length; i++) assert.ok(ordered[i].time >= ordered[i - 1].time, `${rel}:${ordered[i].line} goes back in time`);
        assert.ok(s.startedAt <= s.endedAt, rel);
      }
    }
  });
});
