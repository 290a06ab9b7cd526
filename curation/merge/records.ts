// What the person set down for good: the names they gave (the agent's, their own) and the rules
// meant to last. Each is a record of its own, one per slot (a name) or per rule (alike rules are
// one record), and a later value or a rule that says otherwise supersedes the earlier.
import type { ArticleModel, ClaimRef } from './model.ts';
import { formArticle } from './model.ts';
import { isNearDuplicate } from '../text/similarity.ts';
import { terms } from '../text/terms.ts';

export const RECORDS = {
  /** Rules sharing this share of the shorter one's words are one rule (restated or changed). */
  sameRule: 0.6,
} as const;

/** Share of the shorter text's words the other has too. */
function containment(a: string, b: string): number {
  const x = new Set(terms(a));
  const y = new Set(terms(b));
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / Math.min(x.size, y.size);
}

export function isRecordClaim(c: ClaimRef): boolean {
  return c.claim.speaker === 'person' && c.claim.kind === 'preference';
}

function model(project: string, lead: ClaimRef, claims: ClaimRef[], slot?: string): ArticleModel {
  return formArticle({ founder: `r:${project}:${lead.id}`, project, type: 'preference', confidence: 0.9, lead, claims, form: 'record', ...(slot ? { slot, value: lead.claim.value } : {}) });
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
    // Rules: the same rule restated confirms it; said again otherwise, the later word replaces it.
    const same = rules.findLast((r) => r.status === 'current' && containment(r.lead.claim.text, c.claim.text) >= RECORDS.sameRule);
    if (same && isNearDuplicate(same.lead.claim.text, c.claim.text, 0.8)) {
      same.claims.push(c);
      continue;
    }
    const rec = model(project, c, [c]);
    if (same) {
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
