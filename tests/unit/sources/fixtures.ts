// Paths and small helpers shared by the source-reader tests.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Diagnostic, Session } from '../../../curation/schema/session.ts';
import { readSessions } from '../../../curation/sources/index.ts';
import type { ReadOptions } from '../../../curation/sources/index.ts';

export const REPO = resolve(import.meta.dirname, '../../..');
export const FIXTURES = join(REPO, 'tests/fixtures/sessions');
export const EXAMPLE_GITCLAW = join(REPO, 'examples/gitclaw/state');

export function fixture(...parts: string[]): string {
  return join(FIXTURES, ...parts);
}

/** Reads a file that must hold exactly one session; returns it with the diagnostics it produced. */
export async function read(file: string, options: ReadOptions = {}): Promise<{ session: Session; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const sessions = await readSessions(file, options, diagnostics);
  if (sessions.length !== 1) throw new Error(`expected one session from ${file}, got ${sessions.length}; diagnostics: ${JSON.stringify(diagnostics)}`);
  return { session: sessions[0], diagnostics };
}

/** Reads every session a file holds (an Aider history holds one per run). */
export async function readAll(file: string, options: ReadOptions = {}): Promise<{ sessions: Session[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  return { sessions: await readSessions(file, options, diagnostics), diagnostics };
}

/** A fresh temporary folder, removed by the returned cleanup. */
export async function tempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'lore-sources-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export async function writeLines(file: string, records: unknown[]): Promise<void> {
  await writeFile(file, records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n');
}

export function byKind(session: Session, kind: string): string[] {
  return session.messages.filter((m) => m.kind === kind).map((m) => m.text);
}
