// Errors the harness reported about the machine the agent ran on: knowledge a person can act on,
// even from a session that got no answer.
import { createHash } from 'node:crypto';
import { AGENT_NAMES, type Session } from '../schema/session.ts';
import type { Subject } from '../schema/digest.ts';
import { shorten, squash } from '../lib/text.ts';
import { TRANSIENT_ERROR } from './signals.ts';
import { sourceOf, topTerms } from './subject-parts.ts';

// A harness error about the machine the agent ran on, which the person can fix: a configuration
// file it could not read ("mcp-config.json: mcpServers: Required"). (Not a login it lacked for a
// moment: "Not authenticated" is gone once they sign in.)
const ENVIRONMENT_ERROR = /\bconfig(?:uration)?\b|\.(?:json|toml|ya?ml|ini|conf|cfg)\b|command not found/i;

/** Errors the harness reported about its environment, one limitation each: knowledge, even from a session that got no answer. */
export function environmentSubjects(session: Session): Subject[] {
  const out: Subject[] = [];
  const seen = new Set<string>();
  for (const err of session.errors) {
    // ("Failed to start MCP Servers: Error: Failed to read …: Error: Invalid …" says "Error:" once too often.)
    const message = squash(err.message.replace(/\bError:\s*/g, ''));
    if (!ENVIRONMENT_ERROR.test(message) || TRANSIENT_ERROR.test(message) || seen.has(message)) continue;
    seen.add(message);
    const file = /(?:~|\.{0,2}\/)[\w./-]*\/[\w.-]+\.(?:json|toml|ya?ml|ini|conf|cfg)\b/.exec(message)?.[0];
    const [head, next] = message.split(/:\s/);
    // ("Error loading model list" says what failed, "Not authenticated" why: a short head keeps its why.)
    const title = shorten(file && !head.includes(file) ? `${head} (${file})` : next && head.length < 40 ? `${head}: ${next}` : head, 90);
    const source = sourceOf(session, err.time, 'system', message);
    out.push({
      key: `${session.id}#error:${createHash('sha256').update(message).digest('hex').slice(0, 8)}`,
      title,
      type: 'limitation',
      summary: shorten(`${AGENT_NAMES[session.format]} reported: “${message}”`, 380),
      request: '',
      statements: [{ text: message, type: 'limitation', confidence: 0.8, source, negated: false, reversal: false }],
      offers: [],
      questions: [],
      steps: [],
      corrections: [],
      notDone: [],
      outline: [],
      terms: topTerms([[title, 3], [message, 2]]),
      confidence: 0.8,
      sources: [source],
      verified: false,
      readRepo: false,
      snapshot: false,
      declared: false,
      delegated: false,
      files: [],
      deleted: [],
      ...(session.cwd ? { project: session.cwd } : {}),
    });
  }
  return out;
}
