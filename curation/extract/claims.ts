// Runs the claim rules of the registry over a session's exchanges, in order, and turns their
// drafts into the typed claims a digest keeps: each with the rule that made it, its exchange, the
// named things it mentions, a fingerprint, and its targets as indices into the digest's claims.
import type { Claim } from '../schema/claim.ts';
import type { ExchangeView } from '../segment/exchanges.ts';
import type { ClaimDraft, ClaimRule, RuleContext } from '../claims/types.ts';
import { CLAIM_RULES } from '../claims/registry.ts';
import { entitiesOf } from '../text/entities.ts';
import { fingerprint } from '../text/fingerprint.ts';

/** Longest claim text kept: a claim is a statement, not a report. */
const MAX_TEXT = 600;

export function runRules(exchanges: ExchangeView[], rules: readonly ClaimRule[] = CLAIM_RULES): ClaimDraft[][] {
  const ctx: RuleContext = { byExchange: new Map(), used: new Set() };
  const out: ClaimDraft[][] = [];
  for (const ex of exchanges) {
    const claims: ClaimDraft[] = [];
    const seen = new Map<string, ClaimDraft>();
    ctx.byExchange.set(ex.index, claims);
    for (const rule of rules) {
      for (const c of rule.run(ex, ctx)) {
        // Two rules reading one sentence make one claim; what the later one found (a value, the
        // old value, a slot) is added to it.
        const key = `${c.speaker}|${c.text}`;
        const first = seen.get(key);
        if (first) {
          first.value ??= c.value;
          first.previous ??= c.previous;
          first.slot ??= c.slot;
          continue;
        }
        seen.set(key, c);
        // (The draft itself, not a copy: later claims may name it among their targets.)
        c.rule = rule.name;
        c.exchange = ex.index;
        claims.push(c);
      }
    }
    out.push(claims);
  }
  return out;
}

export function finalizeClaims(perExchange: ClaimDraft[][]): Claim[] {
  const flat = perExchange.flat();
  const index = new Map(flat.map((c, i) => [c, i]));
  return flat.map((c) => {
    const text = c.text.length > MAX_TEXT ? `${c.text.slice(0, MAX_TEXT - 1)}…` : c.text;
    return {
      kind: c.kind,
      speaker: c.speaker,
      role: c.role,
      rule: c.rule ?? 'unknown',
      text,
      exchange: c.exchange ?? 0,
      time: c.time,
      ...(c.line ? { line: c.line } : {}),
      salience: Math.round(c.salience * 1000) / 1000,
      entities: entitiesOf(text).map((e) => e.key).slice(0, 12),
      ...(c.slot ? { slot: c.slot } : {}),
      ...(c.value ? { value: c.value } : {}),
      ...(c.previous ? { previous: c.previous } : {}),
      ...(c.heading ? { heading: c.heading } : {}),
      ...(c.file ? { file: c.file } : {}),
      stance: c.stance ?? 'stated',
      fp: fingerprint(text),
      ...(c.relation ? { relation: c.relation } : {}),
      targets: (c.targets ?? []).map((t) => index.get(t)).filter((i): i is number => i !== undefined),
    };
  });
}
