// Phrases harnesses, schedulers and chat bridges put into the person's turn: notices about
// commands, sub-agent wrappers, runtime context, IDE context, heartbeat prompts. A turn that
// carries one is not the person speaking. Lower-case; matched as phrases (lang/index.ts).
export const HARNESS_PHRASES = [
  'the user already approved', 'reply to the user', 'respond to the user', 'the user\'s message', 'the user has', 'the user is', 'tell the user',
  'treat as data', 'treat this as data', 'runtime context', 'you are running as a subagent', 'you are a subagent', 'you are a sub-agent',
  'as a subagent', 'subagent task', 'exact completion details', 'an async command', 'async command completed', 'exec completed', 'exec denied',
  'heartbeat.md', 'heartbeat_ok', 'read heartbeat', 'heartbeat check', 'system notification', 'scheduled task', 'cron job triggered',
  'context from my ide setup', 'open tabs:', 'active file:', 'active selection', 'this may or may not be related to the current task',
  'the following is the output of', 'tool output', 'continue from where you left off', 'conversation summary', 'session summary',
  'untrusted metadata', 'do not reply to this', 'internal note', 'caveat: the messages below',
  'a new session was started', 'session startup sequence', 'greet the user', 'memory flush', 'store durable memories',
] as const;

/** Headings after which an IDE or harness wrapper puts what the person actually asked. */
export const REQUEST_HEADINGS = ['my request', 'my request for codex', 'request', 'user request', 'user message', 'task', 'prompt', 'question', 'user input'] as const;
