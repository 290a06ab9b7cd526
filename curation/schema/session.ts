// The normalised session: what every reader in `curation/sources/` produces, whatever the agent
// wrote. Conversational text (what people and the agent said) is kept apart from evidence
// (thinking, tool output, pasted files, code): extraction only ever reads the former.

// A session's format is the agent that held it, whoever wrote the file down: a SpecStory Markdown
// history of a Codex session is a `codex` session (`recordedBy` says SpecStory wrote it). `other`
// is an agent Lore has no name for (SpecStory records a few more); `agent` then says which.
export const SESSION_FORMATS = ['pi', 'claude-code', 'codex', 'copilot-cli', 'aider', 'cursor', 'vscode-copilot', 'gemini-cli', 'opencode', 'other'] as const;

/** The agents that write each format, as people call them. */
export const AGENT_NAMES: Record<(typeof SESSION_FORMATS)[number], string> = {
  pi: 'pi agent',
  'claude-code': 'Claude Code',
  codex: 'Codex CLI',
  'copilot-cli': 'Copilot CLI',
  aider: 'Aider',
  cursor: 'Cursor',
  'vscode-copilot': 'GitHub Copilot in VS Code',
  'gemini-cli': 'Gemini CLI',
  opencode: 'OpenCode',
  other: 'the agent',
};
export type SessionFormat = (typeof SESSION_FORMATS)[number];

/** The agent's name as people call it: the format's, or the one the file gives for `other`. */
export function agentName(session: { format: SessionFormat; agent?: string }): string {
  return session.format === 'other' && session.agent ? session.agent : AGENT_NAMES[session.format];
}

/**
 * - `prompt`: something a person asked or said.
 * - `reply`: the agent's conversational answer.
 * - `instruction`: text the agent was given rather than told: system prompts, AGENTS.md /
 *   CLAUDE.md / BOOTSTRAP.md contents, harness reminders, skill listings, command caveats.
 * - `injected`: context Lore itself put into the session (it carries Lore's marker).
 * - `summary`: a compaction or summary record written by the harness.
 * - `command`: a slash command or local command and its output.
 */
export const MESSAGE_KINDS = ['prompt', 'reply', 'instruction', 'injected', 'summary', 'command'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export interface SessionMessage {
  role: 'user' | 'assistant' | 'system';
  kind: MessageKind;
  /** Prose only: fenced code and pasted file contents are moved to `code`. */
  text: string;
  /** ISO 8601 instant. */
  time: string;
  /** Fenced code blocks and pasted files cut out of the text (evidence, never prose). */
  code?: string[];
  /** 1-based line of the record in the session file, for messages that name their origin. */
  line?: number;
  /** True for messages of a sub-agent (Claude Code sidechains, Copilot sub-agents). */
  sidechain?: boolean;
  /** True for a prompt another agent or session sent (OpenClaw's `sessions_send`), not the person. */
  fromAgent?: boolean;
  /** The slash command the person typed ("/init"), when the harness expanded it into this prompt. */
  command?: string;
}

/** The error a reader gives a call the person turned down (Copilot's permission prompt). */
export const USER_DENIED = 'denied by the user';
/** Errors that say the person turned a call down, whatever the harness. */
export const DENIED_BY_USER = /denied by the user|doesn't want to proceed with this tool use|tool use was rejected|user (?:rejected|denied|declined)/i;

export interface ToolCall {
  name: string;
  time: string;
  filesRead: string[];
  filesWritten: string[];
  /** Of `filesWritten`, the files the call deleted. */
  filesDeleted?: string[];
  commands: string[];
  /** Undefined when the session does not say. */
  ok?: boolean;
  /** First line of the error, when the call failed. */
  error?: string;
  /** Files a call the person turned down would have written (it wrote nothing). */
  refused?: string[];
  /** A Markdown document the call wrote whole, as written (redacted like everything else). */
  document?: { file: string; text: string };
  /** The block of its output the program headed as its result ("token-PPL: 31.11"), the only
   * part of a tool's output kept (`sources/text/result-block.ts`). */
  result?: string[];
  /** The headings of a Markdown file the call read, as printed (`sources/text/output-facts.ts`). */
  headings?: { file: string; text: string[] };
  /** What a Markdown document read says it is for: the paragraph under its "TL;DR", "Goal" or
   * "Summary" heading (`sources/text/output-facts.ts`). */
  brief?: { heading: string; text: string };
  /** The command printed its usage or an unknown-command error instead of doing anything. */
  printedUsage?: boolean;
  /** Renames a git command's output reported ("Update and rename A to B"). */
  renames?: { from: string; to: string }[];
  /** The repository's description as `gh` printed it ("About" on GitHub). */
  description?: { repo?: string; text: string };
}

export interface SessionError {
  time: string;
  message: string;
  /** How many times the session reported it, when more than once. */
  count?: number;
}

export interface Session {
  /** The agent's own session id (stable across copies of the file). */
  id: string;
  format: SessionFormat;
  /** Path of the session file as given to the reader. */
  file: string;
  /** The issue's title when the session belongs to an issue, else the first real request. */
  title: string;
  /** The issue this session answers (GitClaw issue maps); `issues` lists all when several map to it. */
  issue?: number;
  issues: number[];
  /** Working directory or repository the agent ran in, when the session says. */
  cwd?: string;
  /** The repository's name (its root folder or its remote), when the session says: "dotfiles"
   * for a session run in `~/.dotfiles/.copilot`. */
  repo?: string;
  model?: string;
  startedAt: string;
  endedAt: string;
  messages: SessionMessage[];
  toolCalls: ToolCall[];
  /** API and harness errors (e.g. `400 bad request`, `prompt is too long`). */
  errors: SessionError[];
  /** Warnings the harness gave along the way ("MCP server 'x' is taking longer than expected to
   * connect"), when the format records them: the context of a failure, never knowledge alone. */
  warnings?: SessionError[];
  /** How much evidence was set aside: counted, never turned into prose. */
  evidence: { thinking: number; toolOutputs: number; codeBlocks: number };
  /** Id of the parent session for a sub-agent transcript. */
  parent?: string;
  /** The agent's name as the file gives it, when the format is `other` ("Qwen Code"). */
  agent?: string;
  /** The agent's version, when the file says ("0.86.2" for Aider v0.86.2). */
  agentVersion?: string;
  /** The tool that wrote the file down, when it is not the agent itself (SpecStory). */
  recordedBy?: { tool: string; version?: string };
  /** False when the file records what the person typed but none of the agent's replies (Copilot
   * CLI 0.0.365's `<id>.jsonl`): the session is read as what it is, not as a silent agent. */
  repliesRecorded?: false;
}

/** One problem found while reading input: always names the file, and the line when there is one. */
export interface Diagnostic {
  file: string;
  line?: number;
  message: string;
  level: 'warning' | 'error';
}
