// `lore context` without the command line: entries and a prompt in, packed context out, plus
// the structured form `--json` prints.
import type { KnowledgeEntry } from './entry.ts';
import { DEFAULT_BUDGET, DEFAULT_LIMIT, packContext, type PackedContext, type PackedItem } from './pack.ts';
import { selectContext } from './select.ts';

export interface ContextRequest {
  prompt: string;
  /** Name of the knowledge base, for the header. */
  title: string;
  limit?: number;
  budget?: number;
  includeSuperseded?: boolean;
  /** The block's marker nonce; fresh for every output unless given (tests). */
  nonce?: string;
}

export function contextForPrompt(entries: readonly KnowledgeEntry[], request: ContextRequest): PackedContext {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const selection = selectContext(entries, request.prompt, {
    limit: request.limit ?? DEFAULT_LIMIT,
    includeSuperseded: request.includeSuperseded ?? false,
  });
  return packContext(selection, { title: request.title, titleOf: (id) => byId.get(id)?.title }, request.budget ?? DEFAULT_BUDGET, request.nonce);
}

function itemJson(item: PackedItem) {
  const e = item.entry;
  return {
    id: e.id,
    title: e.title,
    topic: e.topic,
    type: e.type,
    status: e.status,
    confidence: e.confidence,
    role: item.role,
    score: Math.round(item.score * 10_000) / 10_000,
    reasons: item.reasons,
    matched: item.matched,
    location: e.location,
    summary: item.summary,
    excerpt: item.excerpt || undefined,
    truncated: item.truncated,
    updated: e.updated,
    sources: e.cites.length ? e.cites : undefined,
    task_state: e.taskState,
    superseded_by: e.supersededBy,
    disputed_with: e.disputedWith.length ? e.disputedWith : undefined,
    conflict: e.conflict,
  };
}

/** What `lore context --json` prints. */
export function contextJsonOutput(packed: PackedContext, request: ContextRequest & { source: string; articles: number }) {
  return {
    prompt: request.prompt,
    source: request.source,
    knowledge: { title: request.title, articles: request.articles },
    limit: request.limit ?? DEFAULT_LIMIT,
    budget: request.budget ?? DEFAULT_BUDGET,
    tokens: packed.tokens,
    note: packed.note,
    // Ranked by relevance to the prompt: a preference that matches it ranks as any article does;
    // every preference that applies to all sessions is listed apart, under `preferences`.
    results: [...packed.matches, ...packed.preferences.filter((p) => p.score > 0)].sort((a, b) => b.score - a.score).map(itemJson),
    preferences: packed.preferences.map(itemJson),
    omitted: packed.omitted.map((s) => s.entry.id),
    markdown: packed.markdown,
  };
}
