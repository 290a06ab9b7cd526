// What extraction keeps of one session: its subjects (the candidate articles), their typed
// statements and the run summary. Digests are cached per session in `knowledge/.lore/sessions/`
// (already redacted), so a run re-reads only new or changed sessions while merging always sees
// every session: incremental runs and `--bootstrap` give the same knowledge base.
import { z } from 'zod';
import { KNOWLEDGE_TYPES, sourceSchema } from './article.ts';
import { runSchema } from './run.ts';
import { SESSION_FORMATS } from './session.ts';

// Bump whenever extraction changes what it produces: every cached digest is then redone.
export const DIGEST_VERSION = 267;

export const statementSchema = z.object({
  text: z.string(),
  type: z.enum(KNOWLEDGE_TYPES),
  confidence: z.number().min(0).max(1),
  source: sourceSchema,
  /** For "Key: value" facts and decisions: what the statement is about and what it says of it. */
  key: z.string().optional(),
  value: z.string().optional(),
  negated: z.boolean().default(false),
  /** The statement reverses an earlier decision ("instead of", "switch from", …). */
  reversal: z.boolean().default(false),
});
export type Statement = z.output<typeof statementSchema>;

export const offerSchema = z.object({
  text: z.string(),
  time: z.string(),
  /** true: the person said yes; false: said no; undefined: no answer in the session. */
  accepted: z.boolean().optional(),
  /** The agent went on to do it (files written or commands run after the acceptance). */
  done: z.boolean().default(false),
  terms: z.array(z.string()).default([]),
  /** Not agreed to at once, but asked for later in the session (when), and done then. */
  takenUp: z.string().optional(),
  /** Done, then undone: the person's later words reversing it ("Actually, put it back…"). */
  reversed: z.object({ quote: z.string(), time: z.string() }).optional(),
});
export type Offer = z.output<typeof offerSchema>;

export const subjectSchema = z.object({
  key: z.string(),
  /** The session's working directory (home already shown as ~): subjects of different projects
   * never merge, however alike their words ("Analyze this codebase…" in two repositories). */
  project: z.string().optional(),
  title: z.string(),
  type: z.enum(KNOWLEDGE_TYPES),
  summary: z.string(),
  /** What was asked, shortened. */
  request: z.string(),
  /** What the plan the work followed says it is for: the paragraph under its "TL;DR". */
  purpose: z.object({ heading: z.string(), file: z.string(), text: z.string(), source: sourceSchema }).optional(),
  /** Who the agent was told it is, and the files it recorded that in (".GITCLAW/AGENTS.md"). */
  identity: z.object({ name: z.string(), recordedIn: z.array(z.string()).default([]) }).optional(),
  /** How the person asked to be addressed ("Admiral", "The Admiral"): checked against later answers. */
  addressAs: z.array(z.string()).optional(),
  /** The slash command the person typed when the harness expanded it into the request ("/init"). */
  command: z.string().optional(),
  statements: z.array(statementSchema),
  offers: z.array(offerSchema).default([]),
  /** Questions the agent asked that nobody answered. */
  questions: z.array(z.string()).default([]),
  /** Questions the person asked later in the thread, each with its answer's gist: looked up by the
   * question, not found among the key facts. */
  asked: z.array(z.object({ question: z.string(), answer: z.string(), source: sourceSchema })).default([]),
  /** A numbered procedure from the answer ("how to add a skill"), kept whole. */
  steps: z.array(z.string()).default([]),
  /** Answers a later exchange corrected, with the day: the article's History. */
  corrections: z.array(z.string()).default([]),
  /** What the person asked for that failed and was never done ("reaching hakko.ai: timed out"). */
  notDone: z.array(z.string()).default([]),
  /** Result blocks the programs the agent ran printed ("token-PPL: 31.11"), the last two: a
   * result the reply only alludes to ("主评测其实跑完并保存结果了"). */
  printed: z.array(z.object({ lines: z.array(z.string()), source: sourceSchema })).default([]),
  /** Commands that changed something outside the session ("bd create", "git push"), with how many
   * times each ran (`extract/state-commands.ts`). */
  ran: z.array(z.object({ command: z.string(), count: z.number().int().positive() })).default([]),
  /** What the person reported going wrong mid-thread ("…it did not ever answer"), with the agent's
   * explanation when it gave one (`extract/reports.ts`). */
  reported: z
    .array(
      z.object({
        text: z.string(),
        source: sourceSchema,
        /** The agent's explanation, and the command it looked with first, if any. */
        explanation: z.object({ text: z.string(), source: sourceSchema, after: z.string().optional() }).optional(),
        /** What put it right later in the thread (after a command that changed something). */
        resolved: z.object({ text: z.string(), source: sourceSchema }).optional(),
      }),
    )
    .default([]),
  /** Identifiers the answers' tables rename (`to`) or remove (no `to`), each cited. */
  renamed: z.array(z.object({ from: z.string(), to: z.string().optional(), source: sourceSchema })).default([]),
  /** Damage the agent reported doing on the way ("the file got corrupted during edits…"), each
   * cited to its message (`extract/mishaps.ts`). */
  mishaps: z.array(z.object({ text: z.string(), source: sourceSchema })).default([]),
  /** What the work came to, when the agent changed files after the first answer. */
  outcome: z.string().optional(),
  /** Headings of the answer: its outline. */
  outline: z.array(z.string()).default([]),
  /** What the answer said under each outline heading, in a sentence (keyed by heading). */
  gists: z.record(z.string(), z.string()).default({}),
  /** Term weights of the subject, for clustering across sessions. */
  terms: z.array(z.tuple([z.string(), z.number()])),
  confidence: z.number().min(0).max(1),
  sources: z.array(sourceSchema),
  /** The agent looked things up (tools) before answering. */
  verified: z.boolean().default(false),
  /** …by reading files of the repository (not only by running commands). */
  readRepo: z.boolean().default(false),
  /** …by fetching or searching the web ("web_fetch", `curl`): prices and limits it quotes were looked up. */
  lookedUp: z.boolean().default(false),
  /** …and how, most telling first ("gh search repos gitclaw", "web_fetch"). */
  lookedUpWith: z.string().optional(),
  /** A passing snapshot (status report, sizes): it expires. */
  snapshot: z.boolean().default(false),
  /** The session ended mid-investigation (its last turn interrupted, nothing changed): what the
   * person asked for next, when they said. */
  unfinished: z
    .object({
      next: z.string().optional(),
      time: z.string(),
      /** What the agent had found on the way ("平台确认这个 job 已经失败…"), each cited to its note. */
      found: z.array(z.object({ text: z.string(), source: sourceSchema })).default([]),
    })
    .optional(),
  /** A failure the person reported mid-thread, told as an article of its own (`extract/reports.ts`). */
  incident: z.boolean().optional(),
  /** User-declared knowledge (identity, preferences, rules, decisions). */
  declared: z.boolean().default(false),
  /** Worked on by a sub-agent, from the task another agent gave it: no person asked. */
  delegated: z.boolean().default(false),
  /** What the subject is about when declared: `agent-identity`, `user-identity`, `preferences`, or a decision's subject. */
  anchor: z.string().optional(),
  /** Files its sessions wrote that still exist at its end. */
  files: z.array(z.string()).default([]),
  /** Files its sessions deleted (and did not write again). */
  deleted: z.array(z.string()).default([]),
});
export type Subject = z.output<typeof subjectSchema>;

export const digestSchema = z.object({
  version: z.literal(DIGEST_VERSION),
  hash: z.string(),
  session: z.object({
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
    /** The repository the session worked in, when the harness names it (Copilot's gitRoot, Codex's remote). */
    repo: z.string().optional(),
    /** The working directory (home shown as ~), and the model that answered: where and with what. */
    project: z.string().optional(),
    model: z.string().optional(),
  }),
  subjects: z.array(subjectSchema),
  run: runSchema.omit({ articles: true, decisions: true }),
  /** What the agent answered when asked who it is or what its name is: whether a declared
   * identity took hold (`extract/self-described.ts`). */
  self_described: z.array(z.object({ time: z.string(), question: z.string(), answer: z.string() })).optional(),
  /** The first and last sentence of each answer: whether the agent addressed the person as they
   * asked to be (`extract/reply-edges.ts`). */
  reply_edges: z.array(z.object({ time: z.string(), first: z.string(), last: z.string().optional() })).optional(),
  /** What the session's tool output showed of the repository (`sources/text/output-facts.ts`):
   * headings of Markdown files read, renames git reported. Later sessions' show whether earlier
   * work was adopted or moved. */
  observed: z
    .object({
      headings: z.array(z.object({ file: z.string(), time: z.string(), text: z.array(z.string()) })).default([]),
      renames: z.array(z.object({ from: z.string(), to: z.string(), time: z.string() })).default([]),
      descriptions: z.array(z.object({ repo: z.string().optional(), text: z.string(), time: z.string() })).default([]),
    })
    .optional(),
});
export type Digest = z.output<typeof digestSchema>;
