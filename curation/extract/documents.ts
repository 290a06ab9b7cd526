// What a document the agent wrote says (`/init`'s copilot-instructions.md, a guide): the answer
// only says it was written and what it covers; the document holds the knowledge.
import type { Session } from '../schema/session.ts';
import type { Statement } from '../schema/digest.ts';
import { displayWidth } from '../lib/text.ts';
import { digestAnswer } from './answer.ts';
import type { Exchange } from './exchanges.ts';
import { NEGATION } from './signals.ts';
import { sourceOf } from './subject-parts.ts';

/** Facts taken from one document (its best-scored statements). */
const DOCUMENT_FACTS = 6;

// Out of the document, a sentence must stand alone: "GitClaw stores those files in git" does not,
// nor does a link.
const standsAlone = (t: string) => displayWidth(t) >= 40 && !/^(?:\S+\s+){0,3}(?:this|that|these|those|it|they|them)\b/i.test(t) && !/https?:\/\/|\b[\w-]+\.(?:com|org|io|at|dev|ai)\/\S+/.test(t);

/**
 * Statements from the documents the exchanges wrote whole: the last version of each file, the last
 * two files (reading them is the costliest part of a session), ranked below the conversation.
 * `n` is the exchange that wrote it.
 */
export function documentStatements(session: Session, exchanges: Exchange[]): { statement: Statement; n: number }[] {
  const documents = new Map<string, { text: string; time: string; n: number }>();
  for (const [n, ex] of exchanges.entries()) for (const t of ex.tools) if (t.document) documents.set(t.document.file, { text: t.document.text, time: t.time || ex.prompts[0].time, n });
  const out: { statement: Statement; n: number }[] = [];
  for (const [file, doc] of [...documents].slice(-2)) {
    const name = file.split(/[\\/]/).pop()!;
    // (Its headings, "Phase 1: Foundation (Weeks 1-4)", organise it; they state nothing.)
    const body = doc.text.replace(/^\s{0,3}#{1,6}\s.*$/gm, '');
    const facts = digestAnswer(body).facts.filter((f) => !f.hedged && standsAlone(f.text)).sort((a, b) => b.score - a.score).slice(0, DOCUMENT_FACTS);
    for (const fact of facts) {
      out.push({ statement: { text: `In ${name}: ${fact.text}`, type: fact.type, confidence: 0.6, source: sourceOf(session, doc.time, 'tool', fact.text), negated: NEGATION.test(fact.text), reversal: false }, n: doc.n });
    }
  }
  return out;
}
