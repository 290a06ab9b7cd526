// /context.json: the whole knowledge base for machines (schema at /context.schema.json).
import type { APIRoute } from 'astro';
import { buildContext, serializeContext } from '../../curation/publish/context-json.ts';
import { getArticles } from '../lib/knowledge.ts';
import { getConfig } from '../lib/config.ts';

export const GET: APIRoute = async ({ site }) => {
  const config = await getConfig();
  const context = buildContext(await getArticles(), {
    siteUrl: site?.href,
    base: import.meta.env.BASE_URL,
    title: config.site.title,
    description: config.site.description,
    repo: config.github.repo,
  });
  return new Response(serializeContext(context), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
