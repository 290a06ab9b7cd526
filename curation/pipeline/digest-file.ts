// One session file to its digests (one per session it holds: an Aider history holds one per run):
// read, classify (private sources are withheld), redact, extract. Pure of side effects so it can
// run on a worker thread; the caller writes caches and state.
import path from 'node:path';
import type { Diagnostic } from '../schema/session.ts';
import type { Digest } from '../schema/digest.ts';
import { readSessionCopies, readSessions } from '../sources/index.ts';
import { classifySource, compileExtraPatterns, describeWithheld, sanitizeSession } from '../privacy/index.ts';
import { extractSession } from '../extract/index.ts';
import { SecretSet, type HashedSecret } from '../privacy/known.ts';
import { findRememberable } from '../privacy/redact.ts';
import { rememberedForms } from '../privacy/values.ts';

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
  /** Values known to be secret: the store's (hashed, under its salt) and this run's (in clear, in memory only). */
  known?: { salt: string; secrets: HashedSecret[]; values: [string, string][] };
}

// The known set of a context, built once per context (a worker gets one context for its life).
const knownSets = new WeakMap<DigestContext, SecretSet | undefined>();

function knownSetOf(ctx: DigestContext): SecretSet | undefined {
  if (knownSets.has(ctx)) return knownSets.get(ctx);
  let set: SecretSet | undefined;
  if (ctx.known && (ctx.known.secrets.length || ctx.known.values.length)) {
    set = new SecretSet(Buffer.from(ctx.known.salt, 'hex'));
    for (const s of ctx.known.secrets) set.addHashed(s);
    for (const [value, kind] of ctx.known.values) set.addValue(value, kind);
  }
  knownSets.set(ctx, set);
  return set;
}

export type DigestOutcome =
  | { kind: 'withheld'; sessionId: string; line: string }
  | { kind: 'digest'; sessionId: string; digest: Digest; secrets: number; learnt: [string, string][] };

/** The file's outcomes, one per session it holds; none when it held no readable session. */
export async function digestFile(task: DigestTask, ctx: DigestContext): Promise<{ outcomes: DigestOutcome[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const issueMaps = new Map(task.issues.length ? [[path.basename(task.file), task.issues]] : []);
  const extra = compileExtraPatterns(ctx.redact).patterns;
  // Secrets in tool output and arguments (which the session keeps no copy of) are learnt as the
  // file streams by: where the conversation repeats one bare, it is found. (A file holding several
  // sessions, an Aider history, shares what was learnt among them: more is redacted, never less.)
  const evidence = new Map<string, string>();
  const observe = (text: string) => {
    for (const span of findRememberable(text, extra)) {
      if (span.kind === 'custom') continue;
      for (const value of rememberedForms(text.slice(span.start, span.end))) if (!evidence.has(value)) evidence.set(value, span.kind);
    }
  };
  const sessions = task.copies?.length
    ? await readSessionCopies([task.file, ...task.copies], { issueMaps, observe, scope: ctx.root }, diagnostics)
    : await readSessions(task.file, { issueMaps, observe, scope: ctx.root }, diagnostics);
  const known = knownSetOf(ctx);
  const key = ctx.known ? Buffer.from(ctx.known.salt, 'hex') : undefined;
  const learnt = [...evidence];
  const outcomes = sessions.map((session): DigestOutcome => {
    // (A session is private when any of its files is: a copy kept in a private folder stays private.)
    const visibility = [task.file, ...(task.copies ?? [])]
      .map((file) => classifySource({ file, cwd: session.cwd, root: ctx.root }, ctx.rules, ctx.fallback))
      .reduce((a, b) => (a.visibility === 'private' ? a : b));
    if (visibility.visibility === 'private') {
      return { kind: 'withheld', sessionId: session.id, line: describeWithheld(session, visibility.rule, { root: ctx.root, extra }) };
    }
    const safe = sanitizeSession(session, extra, { known, key, learnt });
    const { digest } = extractSession(safe.session);
    return { kind: 'digest', sessionId: session.id, digest: { ...digest, hash: task.hash }, secrets: safe.findings, learnt: safe.learnt };
  });
  return { outcomes, diagnostics };
}
