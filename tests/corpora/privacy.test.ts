// Redaction on the real sample corpora in `../shared/corpus` (beside the repository; not shipped)
// and on the shipped example corpus. The corpora hold no credential (their README says so, and
// they were scanned), so every finding is a false positive: there must be none, neither in the
// session text curation sanitises nor in any string of any record (tool output and pasted files
// included). bench/privacy.ts prints the same counts per kind, and with --show, their context.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { findSecrets } from '../../curation/privacy/redact.ts';
import { corpusFiles, recordStrings, sessionRedactions } from '../helpers/corpus-strings.ts';

const REPO = resolve(import.meta.dirname, '../..');
const CORPUS = resolve(REPO, '../shared/corpus');
const EXAMPLES = resolve(REPO, 'examples/gitclaw');
const MISSING = existsSync(CORPUS) ? false : `sample corpus not found at ${CORPUS}; corpus tests skipped`;

/** `file:line kind` of every finding in the strings of a corpus file's records. */
function recordFindings(file: string): string[] {
  return recordStrings(file).flatMap(({ line, text }) => findSecrets(text).map((s) => `${file}:${line} ${s.kind}`));
}

for (const [name, dir, skip] of [
  ['examples/gitclaw', EXAMPLES, false],
  ['../shared/corpus', CORPUS, MISSING],
] as const) {
  describe(`redaction on ${name}`, { skip }, () => {
    it('finds no secret in the session text curation sanitises', async () => {
      const { sessions, found } = await sessionRedactions(dir, REPO);
      assert.ok(sessions > 0, `no session read from ${dir}`);
      assert.deepEqual(found, []);
    });

    it('finds no secret in any string of any record', () => {
      const all = corpusFiles(dir);
      assert.ok(all.length > 0);
      assert.deepEqual(all.flatMap(recordFindings), []);
    });
  });
}
