// What `refineArticle` sends and gets back. The model's answer is validated twice over: the
// server is asked for JSON matching `REFINE_JSON_SCHEMA` (structured output), and whatever comes
// back is parsed with `refineResponseSchema` before anything uses it.
import { z } from 'zod';
import { KNOWLEDGE_TYPES, type KnowledgeType } from '../schema/article.ts';

/** One candidate article as heuristics extracted it (already redacted text). */
export interface RefineInput {
  title: string;
  type: string;
  summary: string;
  statements: string[];
  /** What the person asked, shortened. */
  request?: string;
  /** A little more context: the answer's outline, a quote. */
  excerpt?: string;
}

export type RefineResult =
  | { ok: true; title?: string; summary?: string; type?: KnowledgeType; keyPoints?: string[] }
  | { ok: false; reason: string };

export const LIMITS = { title: 120, summary: 1200, keyPoint: 400, keyPoints: 12 } as const;

/** Sent as `response_format.json_schema.schema`: strict mode wants every key required and no others. */
export const REFINE_JSON_SCHEMA = {
  type: 'object',
  properties: {
    title: { type: 'string', description: `A concise title, at most ${LIMITS.title} characters.` },
    summary: { type: 'string', description: 'One to three sentences a reader needs first.' },
    type: { type: 'string', enum: [...KNOWLEDGE_TYPES] },
    keyPoints: { type: 'array', items: { type: 'string' }, description: 'Up to five short statements.' },
  },
  required: ['title', 'summary', 'type', 'keyPoints'],
  additionalProperties: false,
} as const;

// Models say "no change" with "", null or a missing key: all three mean "keep the heuristic".
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const refineResponseSchema = z.object({
  title: text(LIMITS.title),
  summary: text(LIMITS.summary),
  type: z.preprocess(blankToUndefined, z.enum(KNOWLEDGE_TYPES).optional()),
  keyPoints: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .array(z.string().trim().max(LIMITS.keyPoint))
      .max(LIMITS.keyPoints)
      .transform((points) => points.filter((p) => p.length > 0))
      .optional(),
  ),
});

/** The cached, validated form of a successful refinement. */
export const refineSuccessSchema = z.object({
  ok: z.literal(true),
  title: z.string().optional(),
  summary: z.string().optional(),
  type: z.enum(KNOWLEDGE_TYPES).optional(),
  keyPoints: z.array(z.string()).optional(),
});
