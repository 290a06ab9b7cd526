// What the person reported going wrong in the middle of the work: "I asked the question but then
// added a sub-issue and it did not ever answer". The thread goes on and its article tells the
// answer in the end, but a reader should know a reply went missing, what the agent looked at and
// made of it (an explanation nothing else checks), and what put it right, if anything did.
import type { Session } from '../schema/session.ts';
import type { Subject } from '../schema/digest.ts';
import { promptText, saidAt, type Exchange } from './exchanges.ts';
import { COMPLAINT } from './signals.ts';
import { commandsThatChanged } from './state-commands.ts';
import { commandParts } from '../lib/shell.ts';
import { endSentence, sentences, shorten, squash, stripMarkdown } from '../lib/text.ts';
import { sourceOf, withoutEvidence } from './subject-parts.ts';

// A reply, comment or result that never came.
export const NOT_DELIVERED =
  /\b(?:did not|didn't|never|does not|doesn't|hasn't|has not) (?:ever )?(?:get |got )?(?:answer|reply|respond|post|comment|show up|arrive|appear)(?:ed|s)?\b|\bno (?:answer|reply|response|comment)\b (?:was |came|ever|appeared|showed)|没有(?:回答|回复|响应)|一直没(?:有)?回|返事が(?:ない|来ない)|回答が(?:ない|来ない)|não (?:respondeu|responde|recebi resposta)|no (?:respondió|contestó)/i;
// What says how it came about, in the agent's answer: "Issue #103 never got its original comparison answer."
const CAUSE = /\b(?:never|not|no|didn't|wasn't|because|instead)\b|没有|因为|ない|なかった|não|porque/i;

export function reportsOf(session: Session, exchanges: Exchange[]): Subject['reported'] {
  const out: NonNullable<Subject['reported']> = [];
  for (const [i, ex] of exchanges.entries()) {
    if (i === 0) continue;
    const raw = promptText(ex);
    // (A quick look first: nearly every request reports nothing.)
    if (raw.length > 600 || !(NOT_DELIVERED.test(raw) || COMPLAINT.test(raw.trim()))) continue;
    const said = squash(raw);
    if (!said || said.length > 400) continue;
    const report = { text: shorten(said, 240), source: sourceOf(session, ex.prompts[0].time, 'user', said) };
    const answer = sentences(squash(stripMarkdown(ex.answer))).map((s) => s.replace(/^\d+\.\s+/, ''));
    const cause = answer.find((s) => CAUSE.test(s) && s.length >= 20 && !/\?$/.test(s));
    // (What the agent looked at before it explained: `gh issue view 103 --comments`.)
    // (The one that names the issue, if any; without its plumbing, "2>/dev/null || echo …".)
    const commands = ex.tools.flatMap((t) => t.commands).flatMap(commandParts).filter((p) => !/^(?:cd|echo|jq|head|tail|sort|uniq|grep)\b/.test(p));
    const looked = (session.issue ? commands.find((c) => new RegExp(`\\b${session.issue}\\b`).test(c)) : undefined) ?? commands[0];
    // (And what put it right later in the thread: "The full comparison has been posted to issue
    // #103", after `gh issue comment 103 …`.)
    const fix = exchanges.slice(i + 1).find((e) => e.tools.some((t) => commandsThatChanged(t).length) && e.answer.trim());
    // (Its first sentence that says something: not "Done.")
    const fixSaid = fix ? sentences(squash(stripMarkdown(fix.answer))).find((s) => s.split(/\s+/).length >= 4 || s.length >= 20) : undefined;
    out.push({
      ...report,
      ...(cause ? { explanation: { text: shorten(cause, 240), source: sourceOf(session, saidAt(ex, cause), 'assistant', cause), ...(looked ? { after: shorten(looked, 90) } : {}) } } : {}),
      ...(fix && fixSaid ? { resolved: { text: shorten(fixSaid, 200), source: sourceOf(session, saidAt(fix, fixSaid), 'assistant', fixSaid) } } : {}),
    });
    if (out.length >= 2) break;
  }
  return out;
}

/**
 * A reply the person reports missing ("…it did not ever answer") is an incident of its own: a
 * limitation article, titled by the report, with the agent's explanation marked unchecked. Told only
 * inside the thread's article, it would go where that article goes, superseded by the next
 * measurement of the thing the thread was about.
 */
export function incidentSubjects(session: Session, subjects: Subject[]): Subject[] {
  const out: Subject[] = [];
  for (const thread of subjects) {
    for (const r of thread.reported.filter((x) => NOT_DELIVERED.test(x.text))) {
      const title = `Reported: “${shorten(r.text, 100)}”`;
      // (It looked before it explained, or it did not: said either way. Nothing else checks it.)
      const explained = r.explanation ? (r.explanation.after ? ` The agent looked (\`${r.explanation.after}\`) and explained: “${r.explanation.text}”` : ` The agent's explanation, which no session checks: “${r.explanation.text}”`) : '';
      // (This once, by hand: what failed can fail again, so the incident stays current.)
      const fixed = r.resolved ? ` This time it was put right by hand later in the session: “${r.resolved.text}”` : '';
      out.push({
        ...withoutEvidence(),
        key: `${session.id}#incident@${r.source.date}`,
        ...(thread.project ? { project: thread.project } : {}),
        title,
        type: 'limitation',
        summary: shorten(`The person reported ${session.issue ? `in issue #${session.issue}` : 'in the session'}: “${endSentence(r.text)}”${explained}${fixed}`, 400),
        request: r.text,
        statements: [],
        incident: true,
        terms: thread.terms.slice(0, 8),
        confidence: 0.5,
        sources: [r.source, ...(r.explanation ? [r.explanation.source] : []), ...(r.resolved ? [r.resolved.source] : [])],
      });
    }
    // (Told in its own article: the thread's keeps the rest.)
    thread.reported = thread.reported.filter((x) => !NOT_DELIVERED.test(x.text));
  }
  return out;
}
