// `lore curate --llm`: refines the title, summary and type of every article curation drafted, in
// place, before it meets the knowledge base. Answers come from the disk cache when the same
// article was refined before, so reruns cost nothing and give the same result. A failure leaves
// the heuristic draft as it was; a server that keeps failing is given up on.
import type { LoreConfig } from '../config/schema.ts';
import type { ArticleDraft } from '../schema/draft.ts';
import { createLlmClient, type LlmClient } from './client.ts';
import { llmOptionsFromConfig } from './options.ts';
import type { RefineInput } from './refine-schema.ts';

export interface RefineReport {
  refined: number;
  failures: string[];
}

/** After this many failures in a row the endpoint is taken to be down: no more requests. */
export const MAX_CONSECUTIVE_FAILURES = 3;

/** What the model is shown of a draft: its title, type, summary and the lines of its sections. */
export function refineInputOf(draft: ArticleDraft): RefineInput {
  const input: RefineInput = {
    title: draft.title,
    type: draft.type,
    summary: draft.summary,
    statements: draft.sections.flatMap((s) => s.lines.map((l) => l.replace(/^[-*]\s+/, ''))).slice(0, 30),
  };
  const quote = draft.sources.find((s) => s.role === 'user')?.quote;
  if (quote) input.request = quote;
  return input;
}

/** Records of what a person declared (their rules, the names they gave) keep their words and type. */
function refinable(d: ArticleDraft): boolean {
  return d.topic !== 'preferences' && d.status !== 'superseded';
}

export async function refineDrafts(drafts: ArticleDraft[], client: LlmClient, minConfidence: number): Promise<RefineReport> {
  const report: RefineReport = { refined: 0, failures: [] };
  let inARow = 0;
  for (const draft of drafts) {
    if (draft.confidence < minConfidence || !refinable(draft)) continue;
    if (inARow >= MAX_CONSECUTIVE_FAILURES) {
      report.failures.push(`"${draft.title}": not tried, the endpoint failed ${MAX_CONSECUTIVE_FAILURES} times in a row`);
      continue;
    }
    const result = await client.refineArticle(refineInputOf(draft));
    if (!result.ok) {
      inARow++;
      report.failures.push(`"${draft.title}": ${result.reason}`);
      continue;
    }
    inARow = 0;
    if (result.title) draft.title = result.title;
    if (result.summary) draft.summary = result.summary;
    if (result.type && draft.type !== 'decision' && draft.type !== 'preference') draft.type = result.type;
    report.refined++;
  }
  for (const warning of client.stats().warnings) report.failures.push(warning);
  return report;
}

/** The `refine` step of the curate pipeline, configured from lore.config.ts and the environment. */
export function refineDraftsWith(
  config: LoreConfig,
  env: NodeJS.ProcessEnv = process.env,
  options: { dryRun?: boolean } = {},
): (drafts: ArticleDraft[]) => Promise<RefineReport> {
  return async (drafts) => {
    const resolved = llmOptionsFromConfig(config, env);
    if (!resolved.ok) return { refined: 0, failures: [resolved.reason] };
    const client = createLlmClient({ ...resolved.options, readOnlyCache: Boolean(options.dryRun) });
    return refineDrafts(drafts, client, config.curation.minConfidence);
  };
}
