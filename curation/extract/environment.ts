// Errors the harness reported about the machine the agent ran on: knowledge a person can act on,
// even from a session that got no answer.
import { createHash } from 'node:crypto';
import { AGENT_NAMES, type Session } from '../schema/session.ts';
import type { Subject } from '../schema/digest.ts';
import path from 'node:path';
import { shorten, squash, stripMarkdown } from '../lib/text.ts';
import { TRANSIENT_ERROR } from './signals.ts';
import { sourceOf, topTerms, withoutEvidence } from './subject-parts.ts';

// A harness error about the machine the agent ran on, which the person can fix: a configuration
// file it could not read ("mcp-config.json: mcpServers: Required"). (Not a login it lacked for a
// moment: "Not authenticated" is gone once they sign in.)
const ENVIRONMENT_ERROR = /\bconfig(?:uration)?\b|\.(?:json|toml|ya?ml|ini|conf|cfg)\b|command not found/i;
// The model provider refusing the account, whatever the request: a token of the wrong kind, no
// credit left. Every session fails the same way until someone fixes it (three GitClaw issues
// got no answer but "Server-To-Server Tokens are not supported for this endpoint").
const ACCOUNT_ERROR = /not supported for this endpoint|credit balance|insufficient[_ ]quota|quota (?:exceeded|exhausted)|invalid (?:api[_ ]?key|x-api-key)|billing/i;

/** The words of an API error: the message inside its JSON body ('400 {"error":{"message":"…"}}'). */
export function apiErrorText(raw: string): string {
  return (/"message"\s*:\s*"([^"]{8,})"/.exec(raw)?.[1] ?? raw).replace(/[.。]$/, '');
}

/** A limitation the harness or the repository's hooks told the agent about, as a subject. */
function limitationSubject(session: Session, key: string, title: string, summary: string, text: string, time: string, anyProject = false): Subject {
  const source = sourceOf(session, time, 'system', text);
  return {
    key: `${session.id}#${key}:${createHash('sha256').update(text).digest('hex').slice(0, 8)}`,
    title: shorten(title, 90),
    type: 'limitation',
    summary: shorten(summary, 380),
    request: '',
    statements: [{ text, type: 'limitation', confidence: 0.8, source, negated: false, reversal: false }],
    ...withoutEvidence(),
    terms: topTerms([[title, 3], [text, 2]]),
    confidence: 0.8,
    sources: [source],
    ...(session.cwd && !anyProject ? { project: session.cwd } : {}),
  };
}

// "Stop hook feedback:\n[${CLAUDE_PLUGIN_ROOT}/scripts/hooks/stop.sh]: # Running Quality Checks…
// # Uncommitted Changes Detected\n\nCannot exit with unstaged changes." A hook the repository runs
// holds the agent to a rule: a convention of the project, told by the project itself.
const HOOK_FEEDBACK = /^(\w+) hook feedback:\s*\n\[([^\]]+)\]:\s*([\s\S]*)$/i;

// "If you've hit a problem you cannot solve without user input:\n\n  \"I have run into a problem…\"":
// the way out the hook leaves the agent.
const ESCAPE = /^(If [^:\n]{10,160}):\s*\n+\s*["“]([^"”\n]{10,200})["”]/m;

/** What the agent did between a hook's complaint and its next turn: how the rule was met. */
function responseTo(session: Session, from: string): string | undefined {
  const next = session.messages.find((m) => m.time > from && (m.kind === 'prompt' || HOOK_FEEDBACK.test(m.text.trim())))?.time ?? '\uffff';
  const calls = session.toolCalls.filter((t) => t.time > from && t.time < next && t.ok !== false);
  const did = [
    ...new Set([
      ...calls.flatMap((t) => t.filesWritten).map((f) => `edited \`${path.basename(f)}\``),
      // ("git add a.py && git commit -m \"$(cat <<'EOF'…": two steps, the message elided.)
      ...calls.flatMap((t) => t.commands).flatMap((c) => c.split('\n')[0].split(/\s*&&\s*/)).map((c) => `ran \`${shorten(c.replace(/(["'])?\$\(cat <<.*$/, '…'), 60)}\``),
    ]),
  ];
  return did.length ? did.slice(0, 6).join('; ') : undefined;
}

/** The rules a repository's hooks held the agent to, one subject per hook and rule: the rule,
 * the steps the hook asks for, its way out, and how the agent met it. */
export function hookSubjects(session: Session): Subject[] {
  const out = new Map<string, Subject>();
  for (const m of session.messages) {
    if (m.kind !== 'instruction') continue;
    const hook = HOOK_FEEDBACK.exec(m.text.trim());
    if (!hook) continue;
    const [, event, script, body] = hook;
    // The heading that names the rule, and its first sentence ("Cannot exit with unstaged changes.").
    const lines = body.split('\n').map((l) => l.trim()).filter(Boolean);
    const headings = lines.filter((l) => /^#{1,3}\s/.test(l)).map((l) => l.replace(/^#+\s*/, '')).filter((l) => !/\.\.\.$|…$/.test(l));
    const rule = lines.find((l) => !/^#/.test(l) && /[.!]$/.test(l) && l.length >= 12);
    if (!rule || !headings.length) continue;
    const name = script.replace(/^\$\{[^}]+\}\//, '');
    const key = `${event}\u0000${name}\u0000${headings[0]}`;
    let subject = out.get(key);
    if (!subject) {
      // (A hook comes with the harness's plugins as often as with the repository: the same hook in
      // two working directories is one rule.)
      subject = limitationSubject(session, 'hook', `${event} hook (${name}): ${headings[0]}`, `A ${event} hook (${name}) enforces a rule the agent must meet: “${rule}”`, rule, m.time, true);
      subject.steps = lines.filter((l) => /^\d+\.\s/.test(l)).map((l) => stripMarkdown(l.replace(/^\d+\.\s*/, ''))).slice(0, 8);
      const escape = ESCAPE.exec(body);
      if (escape) subject.statements.push({ text: `${escape[1].replace(/\byou(?:'ve| have)\b/gi, 'the agent has').replace(/\byou\b/gi, 'it')}, it is to say “${escape[2]}”`, type: 'limitation', confidence: 0.8, source: sourceOf(session, m.time, 'system', escape[0]), negated: false, reversal: false });
      out.set(key, subject);
    }
    const met = responseTo(session, m.time);
    if (met) subject.statements.push({ text: `Met by the agent after “${rule}”: ${met}.`, type: 'limitation', confidence: 0.7, source: sourceOf(session, m.time, 'system', rule), negated: false, reversal: false });
  }
  return [...out.values()];
}

/** Errors the harness reported about its environment, one limitation each: knowledge, even from a session that got no answer. */
export function environmentSubjects(session: Session): Subject[] {
  const out: Subject[] = [];
  const seen = new Set<string>();
  for (const err of session.errors) {
    // ("Failed to start MCP Servers: Error: Failed to read …: Error: Invalid …" says "Error:" once too often.)
    const message = squash(apiErrorText(err.message).replace(/\bError:\s*/g, ''));
    const account = ACCOUNT_ERROR.test(message);
    if ((!account && (!ENVIRONMENT_ERROR.test(message) || TRANSIENT_ERROR.test(message))) || seen.has(message)) continue;
    seen.add(message);
    if (account) {
      // ("400 bad request: GitHub App Server-To-Server Tokens are not supported…": the status is no name;
      // "…Please go to Plans & Billing to upgrade" is advice after it.)
      const said = message.replace(/^\d{3}\s+(?:[a-z ]+:\s*)?/i, '').split(/(?<=\.)\s+(?=[A-Z])/)[0].replace(/\.$/, '');
      const times = err.count && err.count > 1 ? ` (${err.count} times in the session)` : '';
      out.push(limitationSubject(session, 'error', shorten(`Model API refused: ${said}`, 90), `The model API refused ${AGENT_NAMES[session.format]}'s requests${times}: “${message}”`, said, err.time, true));
      continue;
    }
    const file = /(?:~|\.{0,2}\/)[\w./-]*\/[\w.-]+\.(?:json|toml|ya?ml|ini|conf|cfg)\b/.exec(message)?.[0];
    const [head, next] = message.split(/:\s/);
    // ("Error loading model list" says what failed, "Not authenticated" why: a short head keeps its why.)
    const title = shorten(file && !head.includes(file) ? `${head} (${file})` : next && head.length < 40 ? `${head}: ${next}` : head, 90);
    const times = err.count && err.count > 1 ? ` (${err.count} times in the session)` : '';
    const subject = limitationSubject(session, 'error', title, `${AGENT_NAMES[session.format]} reported${times}: “${message}”`, message, err.time);
    // What the validator's words say is missing or wrong ("mcpServers: Required"): the fix a reader
    // looks for, in plain words.
    const fix = file ? schemaFix(message, file) : undefined;
    if (fix) subject.statements.push({ ...subject.statements[0], text: fix, type: 'fact', confidence: 0.7 });
    out.push(subject);
  }
  return out;
}

/**
 * "…mcp-config.json: Invalid MCP server configuration: mcpServers: Required" → "`~/.copilot/mcp-config.json`
 * needs a top-level `mcpServers` key (the error says “mcpServers: Required”)". A validator's
 * "key: Required" or "key: Expected string, received number", read as what the file needs.
 */
function schemaFix(message: string, file: string): string | undefined {
  const required = /(?:^|[:\s])([A-Za-z_][\w.[\]-]{1,60}):\s*Required\b/.exec(message);
  if (required) return `\`${file}\` needs ${required[1].includes('.') ? 'the' : 'a top-level'} \`${required[1]}\` key (the error says “${required[1]}: Required”).`;
  const expected = /(?:^|[:\s])([A-Za-z_][\w.[\]-]{1,60}):\s*(Expected [^,.;]{2,40}, received [\w ]{2,30})/.exec(message);
  if (expected) return `In \`${file}\`, \`${expected[1]}\` has the wrong type (the error says “${expected[2]}”).`;
  return undefined;
}
