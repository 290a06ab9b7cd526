// The optional LLM refinement client. The curate pipeline uses `refineDraftsWith`; the pieces
// are exported for other callers and tests.
export { createLlmClient, parseJsonAnswer, type LlmClient, type LlmClientOptions, type LlmStats } from './client.ts';
export { llmOptionsFromConfig, type ResolvedLlmOptions } from './options.ts';
export { refineDrafts, refineDraftsWith, refineInputOf, MAX_CONSECUTIVE_FAILURES, type RefineReport } from './refine-drafts.ts';
export { REFINE_JSON_SCHEMA, type RefineInput, type RefineResult } from './refine-schema.ts';
export { refineMessages, PROMPT_VERSION } from './prompt.ts';
