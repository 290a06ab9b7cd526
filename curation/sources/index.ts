// Session readers: the one entry point curation uses to find and read agent transcripts.
// Formats (pi, Claude Code, Codex CLI, Copilot CLI, Gemini CLI, OpenCode, Aider, SpecStory histories) are
// detected per file from its content.
export type { Diagnostic, Session, SessionFormat } from '../schema/session.ts';
export { detectFormat } from './detect.ts';
export { discoverSessionFiles, isConflictCopy, originalName, skipReasonOf } from './discover.ts';
export type { DiscoveredFiles, SkipReason } from './discover.ts';
export { hashFile } from './hash.ts';
export { loadIssueMaps } from './issue-maps.ts';
export type { IssueMaps } from './issue-maps.ts';
export { readSessionCopies, readSessions } from './read-session.ts';
export type { ReadOptions } from './read-session.ts';
