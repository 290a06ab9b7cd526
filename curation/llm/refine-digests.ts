// `lore curate --llm`: refines the title, summary and type of every subject that will become
// (part of) an article, in place, before merging. Answers come from the disk cache when the
// same subject was refined before, so reruns cost nothing and give the same result. A failure
// leaves the heuristic subject as it was; a server that keeps failing is given up on.
import type { LoreConfig } from '../config/schema.ts';
import type { Digest, Subject } from '../schema/digest.ts';
import { createLlmClient, type LlmClient } from './client.ts';
import { llmOptionsFromConfig } from './options.ts';
import type { RefineInput } from './refine-schema.ts';

export interface RefineReport {
  refined: number;
  failures: string[];
}

/** After this many failures in a row the endpoint is taken to be down: no more requests. */
export const MAX_CONSECUTIVE_FAILURES = 3;

export function refineInputOf(subject: Subject): RefineInput {
  const input: RefineInput = {
    title: subject.title,
    type: subject.type,
    summary: subject.summary,
    statements: subject.statements.map((s) => s.text),
  };
  if (subject.request) input.request = subject.request;
  if (subject.outline.length) input.excerpt = subject.outline.join('\n');
  return input;
}

export async function refineDigests(digests: Digest[], client: LlmClient, minConfidence: number): Promise<RefineReport> {
  const report: RefineReport = { refined: 0, failures: [] };
  let inARow = 0;
  for (const digest of digests) {
    for (const subject of digest.subjects) {
      if (subject.confidence < minConfidence) continue;
      if (inARow >= MAX_CONSECUTIVE_FAILURES) {
        report.failures.push(`"${subject.title}": not tried, the endpoint failed ${MAX_CONSECUTIVE_FAILURES} times in a row`);
        continue;
      }
      const result = await client.refineArticle(refineInputOf(subject));
      if (!result.ok) {
        inARow++;
        report.failures.push(`"${subject.title}": ${result.reason}`);
        continue;
      }
      inARow = 0;
      if (result.title) subject.title = result.title;
      if (result.summary) subject.summary = result.summary;
      // What a person declared keeps the type they gave it.
      if (result.type && !subject.declared) subject.type = result.type;
      report.refined++;
    }
  }
  for (const warning of client.stats().warnings) report.failures.push(warning);
  return report;
}

/** The `refine` step of the curate pipeline, configured from lore.config.ts and the environment. */
export function refineDigestsWith(
  config: LoreConfig,
  env: NodeJS.ProcessEnv = process.env,
  options: { dryRun?: boolean } = {},
): (digests: Digest[]) => Promise<RefineReport> {
  return async (digests) => {
    const resolved = llmOptionsFromConfig(config, env);
    if (!resolved.ok) return { refined: 0, failures: [resolved.reason] };
    const client = createLlmClient({ ...resolved.options, readOnlyCache: Boolean(options.dryRun) });
    return refineDigests(digests, client, config.curation.minConfidence);
  };
}
