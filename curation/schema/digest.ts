// What extraction keeps of one session: its exchanges, the claims they make and the run summary.
// Digests are cached per session in `knowledge/.lore/sessions/` (already redacted), so a run
// re-reads only new or changed sessions while merging always sees every session: incremental
// runs and `--bootstrap` give the same knowledge base.
import { z } from 'zod';
import { claimSchema, exchangeSchema } from './claim.ts';
import { runSchema } from './run.ts';
import { SESSION_FORMATS } from './session.ts';

// Bump whenever extraction changes what it produces: every cached digest is then redone. (What
// each bump changed is in the log: `git log -L '/DIGEST_VERSION =/,+1:curation/schema/digest.ts'`.)
export const DIGEST_VERSION = 331;

export const sessionMetaSchema = z.object({
  id: z.string(),
  file: z.string(),
  format: z.enum(SESSION_FORMATS),
  title: z.string(),
  issue: z.number().int().positive().optional(),
  issues: z.array(z.number().int().positive()).default([]),
  started: z.string(),
  ended: z.string(),
  /** A sub-agent's transcript: the session that delegated to it. */
  parent: z.string().optional(),
  /** The repository the session worked in, when the harness names it. */
  repo: z.string().optional(),
  /** The working directory (home shown as ~), and the model that answered. */
  project: z.string().optional(),
  model: z.string().optional(),
  /** The agent's name when the format does not say it (`other`), and its version when the file says. */
  agent: z.string().optional(),
  agentVersion: z.string().optional(),
});
export type SessionMeta = z.output<typeof sessionMetaSchema>;

export const digestSchema = z.object({
  version: z.literal(DIGEST_VERSION),
  hash: z.string(),
  session: sessionMetaSchema,
  exchanges: z.array(exchangeSchema),
  claims: z.array(claimSchema),
  run: runSchema.omit({ articles: true, decisions: true }),
});
export type Digest = z.output<typeof digestSchema>;
