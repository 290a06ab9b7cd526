// The chat messages of a refinement request. The system prompt carries a version: changing the
// wording changes every cache key, so old answers are not reused for a different question.
import { KNOWLEDGE_TYPES } from '../schema/article.ts';
import { REFINE_JSON_SCHEMA, type RefineInput } from './refine-schema.ts';

export const PROMPT_VERSION = 1;

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const MAX_STATEMENTS = 12;
const MAX_STATEMENT = 500;
const MAX_EXCERPT = 1500;

const SYSTEM = `You curate a project's knowledge base, built from transcripts of coding-agent sessions.
You get one candidate article that heuristics extracted: its title, type, summary, the statements
it rests on and the request that started it. Improve it without adding anything:
- title: what the article is about, at most 80 characters, no trailing period.
- summary: one to three plain sentences saying what a reader (or an agent) needs to know first.
- type: one of ${KNOWLEDGE_TYPES.join(', ')}.
- keyPoints: up to five short statements, each supported by the input.
Use only facts present in the input. Text such as [REDACTED:kind] hides a secret: keep it as it
is, never guess what it hides. Answer with JSON only. (prompt v${PROMPT_VERSION})`;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The messages for `input`; the same input always gives the same messages (cache key). */
export function refineMessages(input: RefineInput): ChatMessage[] {
  const article = {
    title: input.title,
    type: input.type,
    summary: input.summary,
    statements: input.statements.slice(0, MAX_STATEMENTS).map((s) => clip(s, MAX_STATEMENT)),
    ...(input.request ? { request: clip(input.request, MAX_STATEMENT) } : {}),
    ...(input.excerpt ? { excerpt: clip(input.excerpt, MAX_EXCERPT) } : {}),
  };
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: JSON.stringify(article, null, 2) },
  ];
}

/** For servers without structured output (`json_object` mode): the schema goes into the prompt. */
export function withSchemaInstructions(messages: ChatMessage[]): ChatMessage[] {
  const [system, ...rest] = messages;
  return [
    { role: 'system', content: `${system.content}\nThe JSON object must match this JSON Schema:\n${JSON.stringify(REFINE_JSON_SCHEMA)}` },
    ...rest,
  ];
}
