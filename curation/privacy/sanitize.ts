// A session made safe to curate: every human-readable string private-span-stripped and redacted.
// Pure: the input is never modified, the copy shares nothing mutable with it.
import type { Session, SessionMessage, ToolCall } from '../schema/session.ts';
import { hasPrivateSpan, stripPrivateSpans } from './private-spans.ts';
import { applySpans, findSecrets, resolveSpans } from './redact.ts';
import type { Span } from './detectors.ts';
import { SecretSet } from './known.ts';
import { answeredSecrets } from './answers.ts';
import { isDistinctive, rememberedForms } from './values.ts';

// Any key will do for a session's own values (they never leave the process); a fixed one keeps
// runs deterministic.
const DEFAULT_KEY = Buffer.from('lore-session-values');
import { redactHomePaths } from './home-paths.ts';
import { redactWorkspaceLinks } from './workspace-links.ts';

export interface SanitizeResult {
  session: Session;
  /** Number of secrets redacted. */
  findings: number;
  /** Secrets redacted per kind (keys sorted). */
  byKind: Record<string, number>;
  /** Values found secret in this session, distinctive enough to be looked for everywhere: `[value, kind]`. */
  learnt: [string, string][];
}

export function sortedCounts(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Kinds whose values are not remembered: a guess is re-made wherever the token appears, and a
 *  user pattern matches its text everywhere by itself. */
const NOT_REMEMBERED = new Set(['high-entropy', 'custom', '']);

export interface SanitizeOptions {
  /** The user's patterns (`privacy.redact`), kind `custom`. */
  extra?: readonly RegExp[];
  /** Values already known to be secret (other sessions, earlier runs), redacted wherever they occur. */
  known?: SecretSet;
  /** Salt for this session's own set of values (any 8+ bytes; the store's when there is one). */
  key?: Buffer;
  /** Values already found secret in this session where it keeps no text (tool output): `[value, kind]`. */
  learnt?: readonly [string, string][];
}

/** Every human-readable string of a session, mapped (the copy shares nothing mutable with the input). */
function mapStrings(session: Session, clean: (text: string) => string): Session {
  const message = (m: SessionMessage): SessionMessage => {
    const copy: SessionMessage = { ...m, text: clean(m.text) };
    if (m.code) {
      // Readers cut fenced code and pasted files out of the text before this runs, so code that
      // sat inside a private span is no longer inside it. Which block was where cannot be told:
      // a message with any private span loses all its code (evidence only, never prose).
      copy.code = hasPrivateSpan(m.text) ? [] : m.code.map(clean);
    }
    return copy;
  };
  const toolCall = (t: ToolCall): ToolCall => {
    const copy: ToolCall = {
      ...t,
      filesRead: t.filesRead.map(clean),
      filesWritten: t.filesWritten.map(clean),
      ...(t.filesDeleted ? { filesDeleted: t.filesDeleted.map(clean) } : {}),
      commands: t.commands.map(clean),
    };
    if (t.refused) copy.refused = t.refused.map(clean);
    if (t.error !== undefined) copy.error = clean(t.error);
    if (t.document) copy.document = { file: clean(t.document.file), text: clean(t.document.text) };
    if (t.result) copy.result = t.result.map(clean);
    if (t.headings) copy.headings = { file: clean(t.headings.file), text: t.headings.text.map(clean) };
    if (t.brief) copy.brief = { heading: clean(t.brief.heading), text: clean(t.brief.text) };
    if (t.description) copy.description = { ...t.description, text: clean(t.description.text) };
    if (t.renames) copy.renames = t.renames.map((r) => ({ from: clean(r.from), to: clean(r.to) }));
    return copy;
  };
  const out: Session = {
    ...session,
    title: clean(session.title),
    issues: [...session.issues],
    messages: session.messages.map(message),
    toolCalls: session.toolCalls.map(toolCall),
    errors: session.errors.map((e) => ({ ...e, message: clean(e.message) })),
    evidence: { ...session.evidence },
  };
  if (session.warnings) out.warnings = session.warnings.map((w) => ({ ...w, message: clean(w.message) }));
  if (session.cwd !== undefined) out.cwd = clean(session.cwd);
  if (session.repo !== undefined) out.repo = clean(session.repo);
  return out;
}

/**
 * The session made safe: private spans stripped, home paths shortened, secrets redacted. Two
 * passes: the first finds the secrets of every string and learns their values (and the answers
 * given to questions that asked for one); the second redacts, and with the learnt values it also
 * finds each of them bare wherever else it occurs in the session, before or after.
 */
export function sanitizeSession(session: Session, extra?: readonly RegExp[], options: Omit<SanitizeOptions, 'extra'> = {}): SanitizeResult {
  const found = new Map<string, { text: string; spans: Span[] }>();
  const prepare = (raw: string) => {
    let entry = found.get(raw);
    if (!entry) {
      const text = redactHomePaths(stripPrivateSpans(raw));
      entry = { text, spans: findSecrets(text, extra, options.known ? [options.known] : undefined) };
      found.set(raw, entry);
    }
    return entry;
  };
  mapStrings(session, (raw) => {
    prepare(raw);
    return raw;
  });

  const learnt = new Map<string, string>();
  const local = new SecretSet(options.key ?? DEFAULT_KEY);
  for (const [value, kind] of options.learnt ?? []) {
    if (options.known?.has(value)) continue;
    learnt.set(value, kind);
    local.addValue(value, kind);
  }
  for (const { text, spans } of found.values()) {
    for (const span of spans) {
      if (NOT_REMEMBERED.has(span.kind)) continue;
      for (const value of rememberedForms(text.slice(span.start, span.end))) {
        if (options.known?.has(value)) continue;
        if (!learnt.has(value)) learnt.set(value, span.kind);
        local.addValue(value, span.kind);
      }
    }
  }
  for (const value of answeredSecrets(session.messages)) {
    local.addValue(value, 'answered-secret');
    if (isDistinctive(value) && !options.known?.has(value) && !learnt.has(value)) learnt.set(value, 'answered-secret');
  }

  const counts = new Map<string, number>();
  let findings = 0;
  const clean = (raw: string): string => {
    const { text, spans } = prepare(raw);
    const all = local.size ? resolveSpans([...spans, ...findAll(text, local)]) : spans;
    const { text: out, found: hits } = applySpans(text, all);
    for (const f of hits) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
    findings += hits.length;
    // After the secrets: a Slack webhook is a secret (and counted as one) before it is a link.
    return redactWorkspaceLinks(out);
  };
  return { session: mapStrings(session, clean), findings, byKind: sortedCounts(counts), learnt: [...learnt] };
}

function findAll(text: string, set: SecretSet): Span[] {
  const spans: Span[] = [];
  set.find(text, spans);
  return spans;
}
