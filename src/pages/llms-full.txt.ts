// /llms-full.txt: every live article in full, superseded ones listed with their successor.
import type { APIRoute } from 'astro';
import { buildLlmsFullTxt } from '../../curation/publish/llms.ts';
import { getArticles } from '../lib/knowledge.ts';
import { getConfig } from '../lib/config.ts';

export const GET: APIRoute = async ({ site }) => {
  const config = await getConfig();
  const text = buildLlmsFullTxt(await getArticles(), {
    siteUrl: site?.href,
    base: import.meta.env.BASE_URL,
    title: config.site.title,
    description: config.site.description,
    repo: config.github.repo,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
