// /articles/<id>.md: one article as Markdown for agents (a readable header instead of YAML).
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Article } from '../../../curation/schema/article.ts';
import { articleMarkdown } from '../../../curation/publish/llms.ts';
import { getArticles } from '../../lib/knowledge.ts';
import { getConfig } from '../../lib/config.ts';

// In a build, the search worker (src/integrations/pagefind.ts) writes these files beside the page
// rendering, which is much faster than 5,000 endpoint renders; `astro dev` serves them from here.
export const getStaticPaths: GetStaticPaths = async () =>
  import.meta.env.DEV ? (await getArticles()).map((article) => ({ params: { id: article.id }, props: { article } })) : [];

export const GET: APIRoute<{ article: Article }> = async ({ props, site }) => {
  const config = await getConfig();
  const text = articleMarkdown(
    props.article,
    {
      siteUrl: site?.href,
      base: import.meta.env.BASE_URL,
      title: config.site.title,
      description: config.site.description,
      repo: config.github.repo,
    },
    await getArticles(),
  );
  return new Response(text, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
