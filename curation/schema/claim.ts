// The typed model between extraction and merging: what one exchange of a session claims, who said
// it, what it is about and the words it rests on. Extraction writes claims; merging reads them and
// never has to parse English back out of them (English is written only when rendering).
import { z } from 'zod';
import { KNOWLEDGE_TYPES, ROLES } from './article.ts';
import { RUN_OUTCOMES } from './run.ts';

/**
 * Who a piece of text comes from. Only `person` decides or sets rules.
 * - `person`: what the person typed themselves;
 * - `pasted`: text the person pasted or quoted (a document, a log, a bot's review, a template);
 * - `agent`: the agent's own answer;
 * - `tool`: what a program printed or a tool call did (files written, commands run, errors);
 * - `automation`: prompts no person typed at that moment (cron and heartbeat prompts, harness
 *   notices, bootstrap scripts), recognised by their form or by recurring across sessions.
 */
export const SPEAKERS = ['person', 'pasted', 'agent', 'tool', 'automation'] as const;
export type Speaker = (typeof SPEAKERS)[number];

/**
 * How firmly a claim is made: `stated` as found or done; `proposed` (a recommendation, one option
 * among several); `hedged` (a guess: "probably", "可能"); `snapshot` (a state of the moment:
 * "downloading, ~5 min remaining"). Articles tell what is stated; the rest is evidence.
 */
export const STANCES = ['stated', 'proposed', 'hedged', 'snapshot'] as const;
export type Stance = (typeof STANCES)[number];

/** How a claim bears on earlier claims of its session (`targets`). */
export const RELATIONS = ['corrects', 'rejects', 'disproves', 'picks', 'confirms'] as const;
export type Relation = (typeof RELATIONS)[number];

export const claimSchema = z.object({
  kind: z.enum(KNOWLEDGE_TYPES),
  speaker: z.enum(SPEAKERS),
  role: z.enum(ROLES),
  /** The rule that made it (see curation/claims/registry.ts). */
  rule: z.string(),
  /** The words it rests on, verbatim (Markdown kept, already redacted). */
  text: z.string(),
  /** Index of the exchange in the session. */
  exchange: z.number().int().nonnegative(),
  time: z.string(),
  /** Line of the record in the session file, when the reader knows it. */
  line: z.number().int().positive().optional(),
  /** How much the claim is worth keeping, 0..1, before corpus-wide evidence (boilerplate) is known. */
  salience: z.number().min(0).max(1),
  /** Keys of the named things it mentions (text/entities.ts). */
  entities: z.array(z.string()).default([]),
  /** What the claim sets ("port", "agent name", "预设位") and to what: later claims on the same
   * slot with another value supersede it. */
  slot: z.string().optional(),
  value: z.string().optional(),
  /** The value the claim itself says was replaced ("from 1.5 to 2.0" → "1.5"). */
  previous: z.string().optional(),
  /** The heading it sat under in the answer. */
  heading: z.string().optional(),
  /** The file it is about (a document the agent wrote). */
  file: z.string().optional(),
  stance: z.enum(STANCES).default('stated'),
  /** Fingerprint of its normalised words: the same text repeated across sessions is boilerplate. */
  fp: z.string(),
  relation: z.enum(RELATIONS).optional(),
  /** Indices (in the digest's `claims`) of the claims it corrects, rejects, picks from or confirms. */
  targets: z.array(z.number().int().nonnegative()).default([]),
});
export type Claim = z.output<typeof claimSchema>;
export type ClaimInput = z.input<typeof claimSchema>;

/** A named thing an exchange is about, with how much it is about it. */
export const weightedEntitySchema = z.tuple([z.string(), z.string(), z.number()]);

export const exchangeSchema = z.object({
  index: z.number().int().nonnegative(),
  time: z.string(),
  end: z.string(),
  line: z.number().int().positive().optional(),
  /** What the person asked in their own words (pasted text and metadata left out), shortened. */
  request: z.string(),
  /** Fingerprint of the prompt as typed: a prompt recurring across sessions is automation. */
  promptFp: z.string(),
  /** Words in the prompt as typed (a short "hi" recurring is no automation). */
  promptWords: z.number().int().nonnegative().default(0),
  /** Speaker of the prompt as far as this session alone can tell. */
  speaker: z.enum(SPEAKERS),
  /** A follow-up with no subject of its own ("go", "fix it", "继续"): it continues the exchange before. */
  continues: z.boolean(),
  /** The answer's headline: its first sentence of substance. */
  headline: z.string().optional(),
  /** The final answer's headings, in order. */
  headings: z.array(z.string()).default([]),
  /** The main document the agent wrote whole, with its title (its first heading). */
  document: z.object({ file: z.string(), title: z.string() }).optional(),
  /** [key, surface, weight] of the named things it is about, heaviest first. */
  entities: z.array(weightedEntitySchema).default([]),
  /** Term weights of the exchange (request and answer), for grouping exchanges into subjects. */
  terms: z.array(z.tuple([z.string(), z.number()])).default([]),
  /** Files it wrote that still existed at its end, and files it deleted. */
  files: z.array(z.string()).default([]),
  deleted: z.array(z.string()).default([]),
  outcome: z.enum(RUN_OUTCOMES),
  /** Worked by a sub-agent from another agent's task: no person asked. */
  delegated: z.boolean().default(false),
});
export type Exchange = z.output<typeof exchangeSchema>;
