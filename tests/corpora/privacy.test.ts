// Redaction on the real sample corpora in `../shared/corpus` (beside the repository; not shipped)
// and on the shipped example corpus. The corpora hold no credential (their README says so, and
// they were scanned), so every finding is a false positive: there must be none, neither in the
// session text curation sanitises nor in any string of any record (tool output and pasted files
// included). bench/privacy.ts prints the same counts per kind, and with --show, their context.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { describe, it } from 'node:test';
import type { Diagnostic } from '../../curation/schema/session.ts';
import { discoverSessionFiles, loadIssueMaps, readSession } from '../../curation/sources/index.ts';
import { findSecrets } from '../../curation/privacy/redact.ts';
import { sanitizeSession } from '../../curation/privacy/sanitize.ts';

const REPO = resolve(import.meta.dirname, '../..');
const CORPUS = resolve(REPO, '../shared/corpus');
const EXAMPLES = resolve(REPO, 'examples/gitclaw');
const MISSING = existsSync(CORPUS) ? false : `sample corpus not found at ${CORPUS}; corpus tests skipped`;

// Opaque blobs no reader turns into text (encrypted reasoning, signatures), and record ids.
const OPAQUE_KEY = /^(?:encrypted_content|reasoningOpaque|signature|thinkingSignature)$|(?:^|_)id$|Id$|ID$|uuid/i;

function files(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.jsonl') ? [p] : [];
    });
}

/** `file:line kind` of every finding in the strings of a JSONL file's records. */
function recordFindings(file: string): string[] {
  const out: string[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      const visit = (value: unknown, key: string) => {
        if (typeof value === 'string') {
          if (!OPAQUE_KEY.test(key)) for (const s of findSecrets(value)) out.push(`${file}:${i + 1} ${s.kind}`);
        } else if (Array.isArray(value)) value.forEach((v) => visit(v, key));
        else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k);
      };
      try {
        visit(JSON.parse(line), '');
      } catch {
        // an incomplete line is the readers' business, not redaction's
      }
    });
  return out;
}

async function sessionFindings(dir: string): Promise<{ sessions: number; findings: string[] }> {
  const found = await discoverSessionFiles([dir], REPO);
  const issueMaps = await loadIssueMaps(found.files, []);
  const findings: string[] = [];
  let sessions = 0;
  for (const file of found.files) {
    const diagnostics: Diagnostic[] = [];
    const session = await readSession(file, { issueMaps }, diagnostics);
    if (!session) continue;
    sessions++;
    for (const [kind, n] of Object.entries(sanitizeSession(session).byKind)) findings.push(`${file}: ${n} ${kind}`);
  }
  return { sessions, findings };
}

for (const [name, dir, skip] of [
  ['examples/gitclaw', EXAMPLES, false],
  ['../shared/corpus', CORPUS, MISSING],
] as const) {
  describe(`redaction on ${name}`, { skip }, () => {
    it('finds no secret in the session text curation sanitises', async () => {
      const { sessions, findings } = await sessionFindings(dir);
      assert.ok(sessions > 0, `no session read from ${dir}`);
      assert.deepEqual(findings, []);
    });

    it('finds no secret in any string of any record', () => {
      const all = files(dir);
      assert.ok(all.length > 0);
      assert.deepEqual(all.flatMap(recordFindings), []);
    });
  });
}
