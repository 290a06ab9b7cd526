// `context.json`: the whole knowledge base for machines (agents in this or another repository,
// `lore context --from URL`). Published beside it as `context.schema.json`, derived from this
// schema. Lean on purpose: empty lists and unknown values are left out rather than written.
// New optional fields keep the version (the published schema allows unknown keys, so older
// readers accept newer files); removing, renaming or retyping a field bumps CONTEXT_VERSION.
import { z } from 'zod';
import { KNOWLEDGE_TYPES, STATUSES, TASK_STATES } from './article.ts';

export const CONTEXT_VERSION = 1;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a calendar day like 2026-02-20');
const id = z.string().min(1);

export const contextSourceSchema = z
  .object({
    session: z.string().min(1).describe('The session id; its run page is <base>runs/<session>/.'),
    issue: z.number().int().positive().optional().describe('The issue the session answered, in `repo`.'),
    date: z.string().min(1).describe('When it was said (ISO 8601, UTC).'),
  })
  .describe('Where a piece of the article came from.');

export const contextArticleSchema = z
  .object({
    id: id.describe('Stable id: never changes, even when the title or file does.'),
    title: z.string().min(1),
    topic: z.string().min(1),
    type: z.enum(KNOWLEDGE_TYPES),
    status: z.enum(STATUSES).describe('`superseded`: read `superseded_by` instead; `disputed`: present both sides.'),
    confidence: z.number().min(0).max(1),
    confidence_label: z.enum(['high', 'medium', 'low']),
    summary: z.string().max(300).describe('Plain text, at most 300 characters.'),
    url: z.string().min(1).describe('The article page.'),
    markdown_url: z.string().min(1).describe('The article as Markdown, for agents.'),
    created: day.optional(),
    updated: day.optional(),
    sources: z.array(contextSourceSchema).optional(),
    tags: z.array(z.string()).optional(),
    related: z.array(id).optional(),
    supersedes: z.array(id).optional(),
    superseded_by: id.optional(),
    disputed_with: z.array(id).optional(),
    task_state: z.enum(TASK_STATES).optional(),
  })
  .describe('One article. Lists are absent when empty.');

export const contextDisputeSchema = z
  .object({
    articles: z.array(id).min(1).max(2).describe('The disputed article and the one it conflicts with.'),
    conflict: z.string().max(300).describe('What the conflict is, shortened; empty when no article says.'),
  })
  .describe('An open dispute: present both sides and ask.');

export const contextJsonSchema = z
  .object({
    $schema: z.string().optional(),
    version: z.literal(CONTEXT_VERSION),
    title: z.string(),
    description: z.string().optional(),
    site: z.string().optional().describe('The site root (with its base path); absolute when the site URL is known.'),
    repo: z.string().optional().describe('GitHub "owner/name" that source issue numbers refer to.'),
    generated: day.optional().describe('The latest `updated` day of any article (never the build time).'),
    counts: z.object({
      articles: z.number().int().nonnegative(),
      by_status: z.record(z.string(), z.number().int().nonnegative()),
      by_topic: z.record(z.string(), z.number().int().nonnegative()),
      by_type: z.record(z.string(), z.number().int().nonnegative()),
    }),
    preferences: z
      .array(z.object({ id, title: z.string(), summary: z.string().max(300) }))
      .describe('Preference articles: an agent applies all of them in every session.'),
    disputes: z.array(contextDisputeSchema),
    pending_tasks: z.array(z.object({ id, title: z.string(), task_state: z.enum(['pending', 'in_progress']) })),
    articles: z.array(contextArticleSchema),
  })
  .meta({
    title: 'Lore context.json',
    description: 'A Lore knowledge base for agents: every article with its summary, status and sources.',
  });

export type ContextSource = z.infer<typeof contextSourceSchema>;
export type ContextArticle = z.infer<typeof contextArticleSchema>;
export type ContextDispute = z.infer<typeof contextDisputeSchema>;
export type ContextJson = z.infer<typeof contextJsonSchema>;

/** The JSON Schema published as `context.schema.json` (what a reader may accept: unknown keys allowed). */
export function contextJsonSchemaDocument(): Record<string, unknown> {
  return z.toJSONSchema(contextJsonSchema, { target: 'draft-2020-12', io: 'input' }) as Record<string, unknown>;
}
