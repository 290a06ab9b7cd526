// /llms.txt: the knowledge base's index for language models (the llms.txt convention).
import type { APIRoute } from 'astro';
import { buildLlmsTxt } from '../../curation/publish/llms.ts';
import { getArticles } from '../lib/knowledge.ts';
import { getConfig } from '../lib/config.ts';

export const GET: APIRoute = async ({ site }) => {
  const config = await getConfig();
  const text = buildLlmsTxt(await getArticles(), {
    siteUrl: site?.href,
    base: import.meta.env.BASE_URL,
    title: config.site.title,
    description: config.site.description,
    repo: config.github.repo,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
