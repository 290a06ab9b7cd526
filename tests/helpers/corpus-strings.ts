// What redaction is checked against on a corpus, shared by tests/corpora/privacy.test.ts (which
// asserts there is no finding) and bench/privacy.ts (which counts and times them): every string of
// every record, and the session text curation actually sanitises.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sanitizeSession } from '../../curation/privacy/sanitize.ts';
import type { Diagnostic } from '../../curation/schema/session.ts';
import { discoverSessionFiles, loadIssueMaps, readSessions } from '../../curation/sources/index.ts';

// Opaque blobs no reader ever turns into text (encrypted reasoning, signatures), and ids.
const OPAQUE_KEY = /^(?:encrypted_content|reasoningOpaque|signature|thinkingSignature)$|(?:^|_)id$|Id$|ID$|uuid/i;

/** The `.jsonl` sessions and `.json` side files (issue maps) below `dir`, sorted. */
export function corpusFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = path.join(dir, name);
      return statSync(p).isDirectory() ? corpusFiles(p) : /\.jsonl?$/.test(p) ? [p] : [];
    });
}

/** Every string of every record of a JSONL file (or of a whole JSON file), opaque blobs and ids aside. */
export function recordStrings(file: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const visit = (value: unknown, key: string, line: number) => {
    if (typeof value === 'string') {
      if (!OPAQUE_KEY.test(key)) out.push({ line, text: value });
    } else if (Array.isArray(value)) {
      for (const v of value) visit(v, key, line);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k, line);
    }
  };
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.json')) {
    try {
      visit(JSON.parse(text), '', 1);
      return out;
    } catch {
      // not one JSON document: read it line by line like a JSONL file
    }
  }
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    try {
      visit(JSON.parse(line), '', i + 1);
    } catch {
      // an incomplete line is the readers' business, not redaction's
    }
  });
  return out;
}

/** What sanitising each session of `dir` redacted, per file and kind (read as curation reads it). */
export async function sessionRedactions(dir: string, root: string): Promise<{ sessions: number; found: { file: string; kind: string; count: number }[] }> {
  const discovered = await discoverSessionFiles([dir], root);
  const issueMaps = await loadIssueMaps(discovered.files, []);
  const found: { file: string; kind: string; count: number }[] = [];
  let sessions = 0;
  for (const file of discovered.files) {
    const diagnostics: Diagnostic[] = [];
    for (const session of await readSessions(file, { issueMaps }, diagnostics)) {
      sessions++;
      for (const [kind, count] of Object.entries(sanitizeSession(session).byKind)) found.push({ file, kind, count });
    }
  }
  return { sessions, found };
}
