// `lore audit`: where secrets are in a text, by kind and position, never their values.
import { findSecrets } from './redact.ts';
import type { SecretSet } from './known.ts';
import { sortedCounts } from './sanitize.ts';

export interface AuditFinding {
  kind: string;
  index: number;
  /** 1-based line and column of the secret's first character. */
  line: number;
  column: number;
}

export interface ScanResult {
  count: number;
  /** Findings per kind (keys sorted). */
  byKind: Record<string, number>;
  findings: AuditFinding[];
}

export function scanForSecrets(text: string, extra?: readonly RegExp[], known?: readonly SecretSet[]): ScanResult {
  const spans = findSecrets(text, extra, known);
  const counts = new Map<string, number>();
  const findings: AuditFinding[] = [];
  let line = 1;
  let lineStart = 0;
  let at = 0;
  for (const span of spans) {
    // Spans are in text order: count newlines once, from one finding to the next.
    for (; at < span.start; at++) {
      if (text.charCodeAt(at) === 10) {
        line++;
        lineStart = at + 1;
      }
    }
    findings.push({ kind: span.kind, index: span.start, line, column: span.start - lineStart + 1 });
    counts.set(span.kind, (counts.get(span.kind) ?? 0) + 1);
  }
  return { count: findings.length, byKind: sortedCounts(counts), findings };
}
