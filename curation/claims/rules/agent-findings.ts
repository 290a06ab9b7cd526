// The agent's statements worth keeping: the units of its answers that score highest on
// features/unitSalience (named things, quantities, labels, conclusions, place in the answer).
// The final answer of a turn says what it came to; earlier replies along the way get a small
// share. Table rows are told with their header, so "| B | OAuth |" reads "B — Answer: OAuth".
import type { ClaimDraft, ClaimRule } from '../types.ts';
import { agentKind, isQuestion, plain, slotOf, stanceOf, startsWithChatter, unitSalience } from '../features.ts';
import type { Unit } from '../../text/units.ts';
import type { Reply } from '../../segment/exchanges.ts';
import { correctionTargets, opensWithCorrection, opensWithDenial } from '../corrections.ts';

/** How many turns back a self-correction may reach. */
const CORRECTION_REACH = 4;

/** Keep a unit at or above this salience; at most so many per final answer and per other reply. */
export const FINDINGS = { minSalience: 0.38, perFinal: 14, perInterim: 2, maxInterim: 6, maxUnits: 150, maxInterimUnits: 30 } as const;

/** A table row as a sentence: its first cell, then each other cell under its header's name. */
export function rowText(u: Unit): string {
  if (u.kind !== 'row' || !u.cells) return u.text;
  const [first, ...rest] = u.cells;
  const named = rest.map((c, i) => (u.header?.[i + 1] ? `${u.header[i + 1]}: ${c}` : c)).filter((c) => c.replace(/[^\p{L}\p{N}]/gu, ''));
  return `${first} — ${named.join('; ')}`;
}

function headlineOf(r: Reply): Unit | undefined {
  return r.units.find((u) => u.kind !== 'heading' && !startsWithChatter(u.text) && !isQuestion(u.text) && plain(u.text).length >= 12);
}

function claimsOf(r: Reply, final: boolean, limit: number, used: Set<Unit>, earlier: ClaimDraft[]): ClaimDraft[] {
  const headline = final ? headlineOf(r) : undefined;
  // (A reply of thousands of units, a dump of a file or a log, is read for its first hundred and fifty.)
  const scored = r.units
    .slice(0, final ? FINDINGS.maxUnits : FINDINGS.maxInterimUnits)
    .filter((u) => u.kind !== 'heading' && !used.has(u))
    .map((u) => ({ u, s: unitSalience(u, { final, headline: u === headline }) }))
    .filter((x) => x.s >= FINDINGS.minSalience || opensWithCorrection(x.u.text) || opensWithDenial(x.u.text));
  // The best `limit`, told in the order the answer gives them; a statement that takes back an
  // earlier one is always told, and says which.
  const corrections = new Map<Unit, ClaimDraft[]>();
  for (const { u } of scored) {
    if (!opensWithCorrection(u.text) && !opensWithDenial(u.text)) continue;
    // (Only what earlier replies said: bullets of one answer do not take each other back.)
    const targets = correctionTargets(u.text, earlier);
    if (targets.length) corrections.set(u, targets);
  }
  const kept = scored
    .filter((x) => x.s >= FINDINGS.minSalience || corrections.has(x.u))
    .sort((a, b) => Number(corrections.has(b.u)) - Number(corrections.has(a.u)) || b.s - a.s || a.u.index - b.u.index)
    .slice(0, limit)
    .sort((a, b) => a.u.index - b.u.index);
  const made = new Map<string, ClaimDraft>();
  return kept.map(({ u, s }) => {
    used.add(u);
    const sv = slotOf(u);
    const targets = (corrections.get(u) ?? []).map((t) => made.get(t.text) ?? t);
    const claim: ClaimDraft = {
      kind: agentKind(u.text),
      speaker: 'agent',
      role: 'assistant',
      text: rowText(u),
      time: r.time,
      line: r.line,
      salience: s,
      heading: u.heading,
      stance: stanceOf(u),
      ...(sv ?? {}),
      ...(targets.length ? { relation: 'corrects' as const, targets, salience: Math.max(s, 0.6) } : {}),
    };
    made.set(claim.text, claim);
    return claim;
  });
}

export const agentFindings: ClaimRule = {
  name: 'agent-findings',
  description: "The agent's most specific statements: its final answer's first, earlier replies' few.",
  run(ex, ctx) {
    const out: ClaimDraft[] = [];
    const earlier: ClaimDraft[] = [];
    for (let i = Math.max(0, ex.index - CORRECTION_REACH); i < ex.index; i++) earlier.push(...(ctx.byExchange.get(i) ?? []));
    let interim = 0;
    for (const r of ex.replies) {
      if (r === ex.final) continue;
      if (interim >= FINDINGS.maxInterim) break;
      const got = claimsOf(r, false, FINDINGS.perInterim, ctx.used, [...earlier, ...out]);
      interim += got.length;
      out.push(...got);
    }
    if (ex.final) out.push(...claimsOf(ex.final, true, FINDINGS.perFinal, ctx.used, [...earlier, ...out]));
    return out;
  },
};
