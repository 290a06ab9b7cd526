// What a claim rule is: a small named function from one exchange to the claims it makes. Rules
// are listed in order in registry.ts (as Quartz lists its plugins); each has one job and a
// structural test on a small crafted session (tests/unit/claims/).
import type { KnowledgeType, Role } from '../schema/article.ts';
import type { Relation, Speaker, Stance } from '../schema/claim.ts';
import type { ExchangeView } from '../segment/exchanges.ts';

export interface ClaimDraft {
  kind: KnowledgeType;
  speaker: Speaker;
  role: Role;
  text: string;
  time: string;
  line?: number;
  salience: number;
  slot?: string;
  value?: string;
  previous?: string;
  heading?: string;
  stance?: Stance;
  /** The file the claim is about (a document written). */
  file?: string;
  relation?: Relation;
  /** Claims of earlier exchanges (or earlier in this one) this claim bears on. */
  targets?: ClaimDraft[];
  /** Set by the registry. */
  rule?: string;
  exchange?: number;
}

export interface RuleContext {
  /** Claims made so far in the session, by exchange index. */
  byExchange: Map<number, ClaimDraft[]>;
  /** Units of answers a rule already made a claim of: later rules leave them alone. */
  used: Set<import('../text/units.ts').Unit>;
}

export interface ClaimRule {
  /** Unique, kebab-case: claims carry it so `--explain` can say which rule made what. */
  name: string;
  /** One line: what the rule finds. */
  description: string;
  run(ex: ExchangeView, ctx: RuleContext): ClaimDraft[];
}
