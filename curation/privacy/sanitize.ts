// A session made safe to curate: every human-readable string private-span-stripped and redacted.
// Pure: the input is never modified, the copy shares nothing mutable with it.
import type { Session, SessionMessage, ToolCall } from '../schema/session.ts';
import { hasPrivateSpan, stripPrivateSpans } from './private-spans.ts';
import { redact } from './redact.ts';
import { redactHomePaths } from './home-paths.ts';
import { redactWorkspaceLinks } from './workspace-links.ts';

export interface SanitizeResult {
  session: Session;
  /** Number of secrets redacted. */
  findings: number;
  /** Secrets redacted per kind (keys sorted). */
  byKind: Record<string, number>;
}

export function sortedCounts(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function sanitizeSession(session: Session, extra?: readonly RegExp[]): SanitizeResult {
  const counts = new Map<string, number>();
  let findings = 0;
  const clean = (text: string): string => {
    const { text: out, found } = redact(redactHomePaths(stripPrivateSpans(text)), extra);
    for (const f of found) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
    findings += found.length;
    // After the secrets: a Slack webhook is a secret (and counted as one) before it is a link.
    return redactWorkspaceLinks(out);
  };

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
  return { session: out, findings, byKind: sortedCounts(counts) };
}
