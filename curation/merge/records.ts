// What the person set down for good: the names they gave (the agent's, their own) and the rules
// meant to last. Each is a record of its own, one per slot (a name) or per rule (alike rules are
// one record), and a later value or a rule that says otherwise supersedes the earlier.
import type { ArticleModel, ClaimRef } from './model.ts';
import { isNearDuplicate, termSimilarity } from '../text/similarity.ts';
import { says } from '../lang/index.ts';

export const RECORDS = {
  /** Rules alike above this are one rule (restated or changed). */
  sameRule: 0.45,
} as const;

export function isRecordClaim(c: ClaimRef): boolean {
  return c.claim.speaker === 'person' && c.claim.kind === 'preference';
}

function model(project: string, lead: ClaimRef, claims: ClaimRef[], slot?: string): ArticleModel {
  return {
    founder: `r:${project}:${lead.id}`,
    project,
    title: '',
    type: 'preference',
    status: 'current',
    confidence: 0.9,
    lead,
    facts: [],
    decisions: [],
    history: [],
    claims,
    files: [],
    supersedes: [],
    form: 'record',
    ...(slot ? { slot, value: lead.claim.value } : {}),
    related: [],
  };
}

/** Records of one project's person claims; superseded ones point to what replaced them. */
export function recordsOf(project: string, claims: ClaimRef[]): ArticleModel[] {
  const out: ArticleModel[] = [];
  const ordered = claims.filter(isRecordClaim).sort((a, b) => a.claim.time.localeCompare(b.claim.time));
  // Names: one record per slot; a later exchange naming it otherwise supersedes.
  const named = new Map<string, ArticleModel[]>();
  const rules: ArticleModel[] = [];
  for (const c of ordered) {
    const { slot, value } = c.claim;
    if (slot && value) {
      const chain = named.get(slot) ?? named.set(slot, []).get(slot)!;
      const last = chain[chain.length - 1];
      if (last && last.lead.exchange === c.exchange && last.lead.digest === c.digest) {
        last.claims.push(c);
        last.value = [...new Set([...(last.value ?? '').split(' / ').filter(Boolean), value])].join(' / ');
        continue;
      }
      if (last && last.value?.toLowerCase() === value.toLowerCase()) {
        last.claims.push(c);
        continue;
      }
      chain.push(model(project, c, [c], slot));
      continue;
    }
    // Rules: the same rule restated confirms it; alike but differing (negation, figures) replaces it.
    const same = rules.findLast((r) => r.status === 'current' && termSimilarity(r.lead.claim.text, c.claim.text) >= RECORDS.sameRule);
    if (same && isNearDuplicate(same.lead.claim.text, c.claim.text, RECORDS.sameRule)) {
      same.claims.push(c);
      continue;
    }
    const rec = model(project, c, [c]);
    if (same && says('negate', same.lead.claim.text) !== says('negate', c.claim.text)) {
      same.status = 'superseded';
      same.supersededBy = rec.founder;
      rec.supersedes.push(same.founder);
      rec.history.push({ claim: same.lead, by: c, cause: 'changed', explicit: true });
    }
    rules.push(rec);
  }
  for (const chain of named.values()) {
    for (let i = 0; i + 1 < chain.length; i++) {
      chain[i].status = 'superseded';
      chain[i].supersededBy = chain[i + 1].founder;
      chain[i + 1].supersedes.push(chain[i].founder);
      chain[i + 1].history.push({ claim: chain[i].lead, by: chain[i + 1].lead, cause: 'changed', explicit: true });
    }
    out.push(...chain);
  }
  out.push(...rules);
  return out;
}
