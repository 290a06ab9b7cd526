// A run summary: one per curated session (seed 001's SUMMARY.md, seed 003's "Recent Work").
// Curation writes them all to `knowledge/_runs.json`; the site shows them on the home page,
// the timeline and `/runs/<session>/`.
import { z } from 'zod';
import { isoInstant } from './common.ts';
import { SESSION_FORMATS } from './session.ts';

export const RUN_OUTCOMES = ['completed', 'answered', 'failed', 'no-reply', 'chat'] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];

export const runSchema = z.object({
  session: z.string().min(1),
  file: z.string(),
  format: z.enum(SESSION_FORMATS),
  title: z.string(),
  issue: z.number().int().positive().optional(),
  issues: z.array(z.number().int().positive()).default([]),
  started: isoInstant,
  ended: isoInstant,
  /** What was asked, redacted and shortened. */
  asked: z.string(),
  /** `completed`: work was done (files written, commands run); `answered`: a substantive reply;
   *  `failed`: errors and no answer; `no-reply`: nothing came back; `chat`: greetings or small talk. */
  outcome: z.enum(RUN_OUTCOMES),
  outcome_note: z.string().default(''),
  files_changed: z.array(z.string()).default([]),
  commands: z.number().int().nonnegative().default(0),
  tool_calls: z.number().int().nonnegative().default(0),
  messages: z.number().int().nonnegative().default(0),
  /** Ids of decision articles this session fed. */
  decisions: z.array(z.string()).default([]),
  /** Ids of every article this session fed. */
  articles: z.array(z.string()).default([]),
  follow_ups: z.array(z.string()).default([]),
  /** The session's errors, the most frequent first (at most three). */
  errors: z.array(z.string()).default([]),
  /** How many times each of `errors` came, in the same order. */
  error_counts: z.array(z.number().int().positive()).default([]),
});
export type Run = z.output<typeof runSchema>;

