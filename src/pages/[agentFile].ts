// /context.json, /context.schema.json, /llms.txt and /llms-full.txt (curation/publish/agent-files.ts).
// In a build the search worker writes them beside the page rendering (src/integrations/pagefind.ts),
// as it does the articles' .md copies; `astro dev` serves them from here.
import type { APIRoute, GetStaticPaths } from 'astro';
import { AGENT_FILES } from '../../curation/publish/agent-files.ts';
import { getArticles } from '../lib/knowledge.ts';
import { getConfig } from '../lib/config.ts';

export const getStaticPaths: GetStaticPaths = () => (import.meta.env.DEV ? Object.keys(AGENT_FILES).map((agentFile) => ({ params: { agentFile } })) : []);

export const GET: APIRoute = async ({ params, site }) => {
  const file = AGENT_FILES[params.agentFile!];
  const config = await getConfig();
  const text = file.build(await getArticles(), {
    siteUrl: site?.href,
    base: import.meta.env.BASE_URL,
    title: config.site.title,
    description: config.site.description,
    repo: config.github.repo,
  });
  return new Response(text, { headers: { 'Content-Type': file.contentType } });
};
