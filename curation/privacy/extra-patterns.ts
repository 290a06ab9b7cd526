// The user's own redaction patterns (`privacy.redact` in lore.config.ts), compiled once. A
// pattern that does not compile is reported and skipped: the others still apply.
import type { Diagnostic } from '../schema/session.ts';

export interface CompiledPatterns {
  patterns: RegExp[];
  diagnostics: Diagnostic[];
}

/** Accepts `source` or `/source/flags`; every pattern is made global. */
export function compileExtraPatterns(sources: readonly string[], file = 'lore.config.ts'): CompiledPatterns {
  const patterns: RegExp[] = [];
  const diagnostics: Diagnostic[] = [];
  sources.forEach((raw, i) => {
    const literal = /^\/(.+)\/([a-z]*)$/s.exec(raw);
    const source = literal ? literal[1] : raw;
    const flags = new Set((literal ? literal[2] : '').split('').filter(Boolean));
    flags.add('g');
    flags.delete('y');
    try {
      patterns.push(new RegExp(source, [...flags].sort().join('')));
    } catch (error) {
      diagnostics.push({
        file,
        level: 'error',
        message: `privacy.redact[${i}]: not a valid regular expression (${(error as Error).message}); it is ignored`,
      });
    }
  });
  return { patterns, diagnostics };
}
