// Options the agent tabled and the one the person then chose: each row says which it was.
import type { Statement } from '../schema/digest.ts';
import { promptText, type Exchange } from './exchanges.ts';
import { ACCEPTANCE, DECISION } from './signals.ts';

/** The words of an option's name that a choice would repeat: Latin words and CJK pairs. */
function optionParts(name: string): string[] {
  const lower = name.toLowerCase();
  const latin = lower.match(/[a-z][a-z0-9_-]{2,}/g) ?? [];
  const cjk = [...lower.matchAll(/[\u3040-\u30ff\u3400-\u9fff]{2,}/g)].flatMap((m) => [...m[0]].slice(0, -1).map((c, i) => c + m[0][i + 1]));
  return [...new Set([...latin, ...cjk])];
}

/**
 * Options the agent laid out in a table, then the person named one in the very next prompt ("Let's
 * go with per-claim counting", "我们应该按照claim计算"): the option chosen says so and the others say
 * they were not, so a rejected option never reads as the plan. Only when one option clearly matches.
 */
export function markChoice(rows: Statement[], exchanges: { ex: Exchange }[]): void {
  for (let at = 1; at < exchanges.length; at++) {
    const choice = exchanges[at].ex;
    const before = exchanges[at - 1].ex;
    if (!before?.answerTime) continue;
    const when = new Date(before.answerTime).toISOString();
    const options = rows.filter((st) => st.key && st.type !== 'decision' && st.source.date === when && st.key.length <= 60);
    if (options.length < 2) continue;
    // Naming an option is not choosing it ("Compare RepoMind to this GitClaw"): the prompt decides.
    const prompt = promptText(choice).trim();
    const choosing = !/[?？]\s*$/.test(prompt) && (DECISION.test(prompt) || ACCEPTANCE.test(prompt) || /^(?:我们应该|我们就|我们用|就用|选|用|按照?|go with|pick|choose|we(?:'ll| will| should)|let'?s|use)/i.test(prompt));
    if (!choosing) continue;
    const said = prompt.toLowerCase();
    const scored = options.map((st) => {
      // The option's name, before any explanation ("按 claim 去重：同一 ResourceClaim …").
      const parts = optionParts(st.key!.split(/[：:]/)[0]);
      return { st, score: parts.length ? parts.filter((p) => said.includes(p)).length / parts.length : 0 };
    });
    const best = Math.max(...scored.map((x) => x.score));
    if (best < 0.5 || scored.filter((x) => x.score === best).length !== 1) continue;
    for (const x of scored) x.st.text = `${x.st.text} (${x.score === best ? 'chosen' : 'not chosen'})`;
  }
}
