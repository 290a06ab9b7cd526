// What a document the agent wrote says (`/init`'s copilot-instructions.md, a guide): the answer
// only says it was written and what it covers; the document holds the knowledge.
import type { Session } from '../schema/session.ts';
import type { Statement } from '../schema/digest.ts';
import { displayWidth, sentences, stripMarkdown } from '../lib/text.ts';
import { digestAnswer } from './answer.ts';
import type { Exchange } from './exchanges.ts';
import { NEGATION } from './signals.ts';
import { sourceOf } from './subject-parts.ts';
import { pathLeaf } from '../lib/paths.ts';

/** Facts taken from one document (its best-scored statements). */
const DOCUMENT_FACTS = 6;

// Out of the document, a sentence must stand alone: "GitClaw stores those files in git" does not,
// nor does a link.
const standsAlone = (t: string) => displayWidth(t) >= 40 && !/^(?:\S+\s+){0,3}(?:this|that|these|those|it|they|them)\b/i.test(t) && !/https?:\/\/|\b[\w-]+\.(?:com|org|io|at|dev|ai)\/\S+/.test(t);

// "No test projects exist yet", "There is no assembly-scan registration", "All classes are sealed",
// "Always run…", "Never…": what a future session must know.
const RULE_OR_ABSENCE = /^(?:no|there (?:is|are) no|none of)\b|\b(?:do not|don't|never|always|must|are (?:all )?sealed)\b|\bno \w+(?: \w+)? (?:exists?|yet)\b/i;

// Files written for agents and contributors to follow: `/init`'s copilot-instructions.md, AGENTS.md.
const INSTRUCTIONS_FILE = /instructions|^(?:agents|claude|gemini|contributing|conventions|guidelines)\.md$|\.cursorrules$|rules\.md$/i;

/**
 * The sentences of a document's prose that say what does not exist or set a rule; a short one goes
 * with the sentence before it, which says what it is about ("Handlers are registered individually
 * in Program.cs. There is no assembly-scan registration.").
 */
function ruleSentences(body: string): string[] {
  const prose = body.replace(/```[\s\S]*?```/g, '\n').split(/\n\s*\n/).filter((p) => !/^\s*(?:[-*+|]|\d+[.)])/.test(p));
  return prose
    .flatMap((p) => {
      const all = sentences(stripMarkdown(p).replace(/\s+/g, ' '));
      return all.map((x, i) => (i > 0 && displayWidth(x) < 60 && /^there (?:is|are) no\b/i.test(x) ? `${all[i - 1]} ${x}` : x)).filter((_, i) => RULE_OR_ABSENCE.test(all[i]));
    })
    .filter((x) => displayWidth(x) >= 20 && displayWidth(x) <= 240);
}

/** The commands of a document's shell blocks ("```bash"), comments and prompts off, at most four. */
function shellCommands(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/```(?:bash|sh|shell|zsh|console|powershell|pwsh|ps1|cmd)[^\n]*\n([\s\S]*?)```/gi)) {
    for (const raw of m[1].split('\n')) {
      const line = raw.replace(/^\s*(?:\$|>|PS>)\s+/, '').replace(/\s+#\s.*$/, '').trim();
      if (!line || line.startsWith('#') || line.length > 100 || out.includes(line)) continue;
      out.push(line);
      if (out.length >= 4) return out;
    }
  }
  return out;
}

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
    const name = pathLeaf(file);
    // (Its headings, "Phase 1: Foundation (Weeks 1-4)", organise it; they state nothing.)
    const body = doc.text.replace(/^\s{0,3}#{1,6}\s.*$/gm, '');
    // What an instructions file is for comes first: how to build and run, what does not exist,
    // the rules ("No test projects exist yet", "All classes are sealed"); a row of a tool table last.
    // (Only in a file of instructions: in a pitch, "No database lookups." is a slogan.)
    const instructions = INSTRUCTIONS_FILE.test(name);
    const rank = (f: { text: string; score: number; fromTable?: boolean }) => f.score + (instructions && RULE_OR_ABSENCE.test(f.text) ? 1.5 : 0) - (instructions && f.fromTable ? 1 : 0);
    const digested = digestAnswer(body).facts;
    // (A plain sentence that says what does not exist carries no signal the answer rules look for.)
    // (Only a file of instructions is read sentence by sentence for them: a pitch has none.)
    const absences = instructions ? ruleSentences(body).filter((x) => !digested.some((f) => f.text.includes(x))).map((text) => ({ text, type: 'fact' as const, score: 3, hedged: false })) : [];
    const facts = [...digested, ...absences]
      .filter((f) => !f.hedged && (standsAlone(f.text) || (instructions && RULE_OR_ABSENCE.test(f.text) && displayWidth(f.text) >= 20)))
      .sort((a, b) => rank(b) - rank(a))
      .slice(0, DOCUMENT_FACTS);
    const commands = shellCommands(doc.text);
    if (commands.length) {
      const text = `In ${name}: commands: ${commands.map((c) => `\`${c}\``).join('; ')}`;
      out.push({ statement: { text, type: 'fact', confidence: 0.6, source: sourceOf(session, doc.time, 'tool', commands.join('; ')), negated: false, reversal: false }, n: doc.n });
    }
    for (const fact of facts) {
      out.push({ statement: { text: `In ${name}: ${fact.text}`, type: fact.type, confidence: 0.6, source: sourceOf(session, doc.time, 'tool', fact.text), negated: NEGATION.test(fact.text), reversal: false }, n: doc.n });
    }
  }
  return out;
}
