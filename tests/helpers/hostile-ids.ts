// Session ids a transcript may carry, each a way to break a file system, a URL or a build, and a
// corpus of sessions in all four formats that carry them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const HOSTILE_IDS = [
  'a/b', 'a\\b', 'A/b', 'a b', '.', '..', '...', '.hidden', '_private', 'trailing.', '%2e%2e', '%2F', 'x\ny', 'tab\there', '\u0000nul',
  '', ' ', 'a'.repeat(300), 'é'.repeat(200), '日本語のセッション', 'CON', 'con', 'Con.json', 'nul', 'NUL.txt', 'aux', 'prn', 'com1', 'LPT9', 'conin$',
  'Abc', 'abc', 'ABC', '__proto__', 'constructor', '../../etc/passwd', 'C:\\Windows', 'a--b', 'a?b#c', '<script>', '0199aaaa-bbbb-7ccc-8ddd-eeeeffff0000',
];

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sessions');

/** One session of each format, and the id it carries. */
const TEMPLATES = [
  { file: 'pi/state/sessions/2026-03-01T10-00-00-000Z_5f1c2d3e-0000-4000-8000-000000000001.jsonl', id: '5f1c2d3e-0000-4000-8000-000000000001' },
  { file: 'claude-code/-home-dev-shop/0c1d2e3f-4a5b-4c6d-8e7f-000000000001.jsonl', id: '0c1d2e3f-4a5b-4c6d-8e7f-000000000001' },
  { file: 'codex/2026/04/01/rollout-2026-04-01T09-00-00-019d0000-1111-7222-8333-444455556666.jsonl', id: '019d0000-1111-7222-8333-444455556666' },
  { file: 'copilot-cli/session-state/7a7a7a7a-0000-4000-8000-000000000002.jsonl', id: '7a7a7a7a-0000-4000-8000-000000000002' },
];

/**
 * Writes one session per hostile id into `dir` (`sessions/`, beside a GitClaw `issues/` folder),
 * the formats taken in turn, and an issue map that gives the first an issue number of 1e308.
 * Returns the ids as the sessions carry them.
 */
export function writeHostileCorpus(dir: string): string[] {
  const sessions = path.join(dir, 'sessions');
  mkdirSync(sessions, { recursive: true });
  mkdirSync(path.join(dir, 'issues'), { recursive: true });
  HOSTILE_IDS.forEach((id, i) => {
    const template = TEMPLATES[i % TEMPLATES.length];
    // (Inside a JSON string: escaped as JSON escapes it.)
    const text = readFileSync(path.join(FIXTURES, template.file), 'utf8').replaceAll(template.id, JSON.stringify(id).slice(1, -1));
    writeFileSync(path.join(sessions, `s${String(i).padStart(2, '0')}.jsonl`), text);
  });
  writeFileSync(path.join(dir, 'issues', '1.json'), JSON.stringify({ issueNumber: 1e308, sessionPath: '.GITCLAW/state/sessions/s00.jsonl', updatedAt: '2026-03-01T00:00:00Z' }));
  return HOSTILE_IDS;
}
