// The Lore config (`lore.config.json`, or `.ts`/`.mjs`): the one file a user edits. Every key has a default, so `{}` is a valid
// config; errors name the key and what is expected (see `formatConfigError`).
import { z } from 'zod';
import { SLUG } from '../schema/common.ts';
import { KNOWLEDGE_TYPES } from '../schema/article.ts';

const DEFAULT_TOPIC_OF_TYPE = {
  decision: 'decisions',
  fact: 'project',
  preference: 'preferences',
  architecture: 'architecture',
  limitation: 'limitations',
  action: 'tasks',
  event: 'history',
  question: 'project',
} as const;

const topicSlug = z.string().regex(SLUG, 'a topic is lowercase letters, digits and hyphens, e.g. "decisions"');

/** The site title when none is configured; the knowledge index then names the project instead. */
export const DEFAULT_TITLE = 'Lore';

export const sourceRuleSchema = z.object({
  /** A glob matched against the session file's path (relative to the project) or its project/cwd. */
  match: z.string().min(1),
  visibility: z.enum(['public', 'private']),
});

export const configSchema = z
  .object({
    /** Session files: paths, directories or globs. The format is detected per file. None by
     *  default: `lore init` finds the ones the agents keep for the project. */
    sessions: z.array(z.string().min(1)).default([]),
    /** Where the knowledge base lives (an Astro content collection; its state is in `.lore/`). */
    knowledgeDir: z.string().min(1).default('knowledge'),
    site: z
      .object({
        title: z.string().min(1).default(DEFAULT_TITLE),
        description: z.string().default('What our agents decided, learned and left to do.'),
        /** Full URL of the deployed site, e.g. https://owner.github.io (Astro's `site`). */
        url: z.url('site.url must be a full URL such as https://owner.github.io').default('http://localhost:4321'),
        /** Path the site is served under, e.g. /lore/ for a GitHub project page (Astro's `base`). */
        base: z
          .string()
          .regex(/^\//, 'site.base starts with "/", e.g. "/" or "/lore/"')
          .default('/'),
        /** Base URL of "edit this page" links; the article's path inside the knowledge dir is appended. */
        editUrl: z.url('site.editUrl must be a full URL').optional(),
      })
      .prefault({}),
    /** The GitHub repository that issue numbers in sessions refer to, as "owner/name". */
    github: z
      .object({
        repo: z
          .string()
          .regex(/^[\w.-]+\/[\w.-]+$/, 'github.repo is "owner/name", e.g. "japer-technology/gitclaw"')
          .optional(),
      })
      .prefault({}),
    curation: z
      .object({
        /** The folder the person's rules and names go to (`preference`); other kinds' entries are
         * accepted from older configs and have no effect (topics are the project's areas). */
        topics: z.partialRecord(z.enum(KNOWLEDGE_TYPES), topicSlug).default({}),
        /** Statements of one article alike above this (0..1) are told once; `lore audit` flags articles alike above it. */
        similarityThreshold: z.number().min(0).max(1).default(0.8),
        /** `lore curate --auto` curates only once this many new sessions have arrived. */
        curateEvery: z.number().int().positive().default(5),
        /** Knowledge below this confidence (0..1) is not written. */
        minConfidence: z.number().min(0).max(1).default(0.2),
        /** Accepted from older configs, no effect: statements of the moment are evidence, never an
         * article's facts, so nothing expires. */
        snapshotDays: z.number().int().positive().default(30),
        llm: z
          .object({
            /** Off unless `--llm` is passed or this is true. */
            enabled: z.boolean().default(false),
            /** Names of the environment variables that hold the endpoint, key and model. */
            baseUrlEnv: z.string().default('LORE_LLM_BASE_URL'),
            apiKeyEnv: z.string().default('LORE_LLM_API_KEY'),
            modelEnv: z.string().default('LORE_LLM_MODEL'),
            timeoutMs: z.number().int().positive().default(60_000),
          })
          .prefault({}),
      })
      .prefault({}),
    privacy: z
      .object({
        /** Visibility of a session no rule matches. */
        default: z.enum(['public', 'private']).default('public'),
        /** First matching rule wins. */
        rules: z.array(sourceRuleSchema).default([]),
        /** Extra regular expressions (source text) whose matches are redacted everywhere. */
        redact: z.array(z.string()).default([]),
      })
      .prefault({}),
  })
  .strict();

export type LoreConfigInput = z.input<typeof configSchema>;
export type LoreConfig = z.output<typeof configSchema> & {
  /** Absolute directory the relative paths of the config are resolved against. */
  root: string;
  /** `curation.topics` with the defaults filled in. */
  topicOf: Record<(typeof KNOWLEDGE_TYPES)[number], string>;
};

export function topicMap(overrides: Partial<Record<(typeof KNOWLEDGE_TYPES)[number], string>>): LoreConfig['topicOf'] {
  return { ...DEFAULT_TOPIC_OF_TYPE, ...overrides };
}

/** For `lore.config.ts`: typed help in the editor, nothing at run time. */
export function defineConfig(config: LoreConfigInput): LoreConfigInput {
  return config;
}
