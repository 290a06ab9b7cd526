// One session file to one digest: read, classify (private sources are withheld), redact, extract.
// Pure of side effects so it can run on a worker thread; the caller writes caches and state.
import path from 'node:path';
import type { Diagnostic } from '../schema/session.ts';
import type { Digest } from '../schema/digest.ts';
import { readSession, readSessionCopies } from '../sources/index.ts';
import { classifySource, compileExtraPatterns, describeWithheld, sanitizeSession } from '../privacy/index.ts';
import { extractSession } from '../extract/session.ts';

export interface DigestTask {
  file: string;
  /** Other files of the same session (conflict copies, continued copies): read merged with `file`. */
  copies?: string[];
  hash: string;
  bytes: number;
  /** Issue numbers GitClaw's issue maps give this file. */
  issues: number[];
}

export interface DigestContext {
  root: string;
  rules: { match: string; visibility: 'public' | 'private' }[];
  fallback: 'public' | 'private';
  /** The user's extra redaction patterns, as regular-expression source text. */
  redact: string[];
}

export type DigestOutcome =
  | { kind: 'unreadable' }
  | { kind: 'withheld'; sessionId: string; line: string }
  | { kind: 'digest'; sessionId: string; digest: Digest; secrets: number };

export async function digestFile(task: DigestTask, ctx: DigestContext): Promise<{ outcome: DigestOutcome; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const issueMaps = new Map(task.issues.length ? [[path.basename(task.file), task.issues]] : []);
  const session = task.copies?.length ? await readSessionCopies([task.file, ...task.copies], { issueMaps }, diagnostics) : await readSession(task.file, { issueMaps }, diagnostics);
  if (!session) return { outcome: { kind: 'unreadable' }, diagnostics };
  const extra = compileExtraPatterns(ctx.redact).patterns;
  // (A session is private when any of its files is: a copy kept in a private folder stays private.)
  const visibility = [task.file, ...(task.copies ?? [])]
    .map((file) => classifySource({ file, cwd: session.cwd, root: ctx.root }, ctx.rules, ctx.fallback))
    .reduce((a, b) => (a.visibility === 'private' ? a : b));
  if (visibility.visibility === 'private') {
    return { outcome: { kind: 'withheld', sessionId: session.id, line: describeWithheld(session, visibility.rule, { root: ctx.root, extra }) }, diagnostics };
  }
  const safe = sanitizeSession(session, extra);
  const { digest } = extractSession(safe.session);
  return { outcome: { kind: 'digest', sessionId: session.id, digest: { ...digest, hash: task.hash }, secrets: safe.findings }, diagnostics };
}
