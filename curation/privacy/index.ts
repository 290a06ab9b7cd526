// Privacy: nothing secret or private reaches a public site. Curation calls these before any
// session text reaches an article, the state, a cache or `context.json`.
export { redact, findSecrets, type RedactResult, type SecretFinding } from './redact.ts';
export { scanForSecrets, type AuditFinding, type ScanResult } from './scan.ts';
export { stripPrivateSpans, hasPrivateSpan, hasUnclosedPrivateSpan } from './private-spans.ts';
export { classifySource, type Classification, type SourceInput, type SourceRule, type Visibility } from './classify.ts';
export { sanitizeSession, type SanitizeResult } from './sanitize.ts';
export { describeWithheld, shorten, type WithheldOptions } from './withheld.ts';
export { compileExtraPatterns, type CompiledPatterns } from './extra-patterns.ts';
export { SECRET_KINDS } from './detectors.ts';
export { matchesGlob } from './glob.ts';
export { redactHomePaths } from './home-paths.ts';
export { redactWorkspaceLinks } from './workspace-links.ts';
