// Every claim rule, in the order they run on each exchange. A rule sees what earlier rules of the
// session claimed (ctx.byExchange) and the answer units they used (ctx.used), so order matters:
// corrections and picks run before the general findings that would otherwise take their words.
import type { ClaimRule } from './types.ts';
import { identity } from './rules/identity.ts';
import { personRules } from './rules/person-rules.ts';
import { languageRule } from './rules/language.ts';
import { personChange } from './rules/person-change.ts';
import { optionPick } from './rules/option-pick.ts';
import { personCorrection } from './rules/person-correction.ts';
import { personDecision } from './rules/person-decision.ts';
import { personFacts } from './rules/person-facts.ts';
import { agentFindings } from './rules/agent-findings.ts';
import { documents } from './rules/documents.ts';
import { documentFacts } from './rules/document-facts.ts';
import { commands } from './rules/commands.ts';
import { failures } from './rules/failures.ts';

export const CLAIM_RULES: readonly ClaimRule[] = [
  identity,
  optionPick,
  personCorrection,
  personChange,
  personRules,
  languageRule,
  personDecision,
  personFacts,
  agentFindings,
  documents,
  documentFacts,
  commands,
  failures,
];
