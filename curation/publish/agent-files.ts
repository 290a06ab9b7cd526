// The site's files for agents at its root: context.json (with its JSON Schema), llms.txt and
// llms-full.txt. One list, so the build (written beside the page rendering by
// src/integrations/search-worker.ts) and `astro dev` (src/pages/[agentFile].ts) serve the same bytes.
import type { Article } from '../schema/article.ts';
import { contextJsonSchemaDocument } from '../schema/context.ts';
import { canonicalJson } from '../context/json.ts';
import { buildContext, serializeContext } from './context-json.ts';
import { buildLlmsFullTxt, buildLlmsTxt, type LlmsOptions } from './llms.ts';

export interface AgentFile {
  contentType: string;
  build: (articles: Article[], opts: LlmsOptions) => string;
}

export const AGENT_FILES: Record<string, AgentFile> = {
  'context.json': { contentType: 'application/json; charset=utf-8', build: (articles, opts) => serializeContext(buildContext(articles, opts)) },
  'context.schema.json': { contentType: 'application/schema+json; charset=utf-8', build: () => canonicalJson(contextJsonSchemaDocument(), 2) },
  'llms.txt': { contentType: 'text/plain; charset=utf-8', build: buildLlmsTxt },
  'llms-full.txt': { contentType: 'text/plain; charset=utf-8', build: buildLlmsFullTxt },
};
