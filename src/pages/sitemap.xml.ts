// sitemap.xml: every page of the site, with the day it last changed where that is known.
import type { APIRoute } from 'astro';
import { getSite } from '../lib/site.ts';
import { articleUpdated } from '../lib/site-index.ts';
import { absoluteUrl, articleUrl, disputesUrl, graphTopicUrl, graphUrl, homeUrl, runUrl, runsUrl, tagUrl, tagsUrl, tasksUrl, timelineUrl, topicUrl, topicsUrl } from '../lib/url.ts';
import { xmlEscape } from '../lib/xml.ts';

export const GET: APIRoute = async ({ site: siteUrl }) => {
  const site = await getSite();
  const pages: Array<[string, string | undefined]> = [
    [homeUrl(), undefined],
    [topicsUrl(), undefined],
    [timelineUrl(), undefined],
    [graphUrl(), undefined],
    [disputesUrl(), undefined],
    [tasksUrl(), undefined],
    [runsUrl(), undefined],
    ...site.topics.map((t): [string, string | undefined] => [topicUrl(t.topic), t.latest]),
    ...site.topics.map((t): [string, string | undefined] => [graphTopicUrl(t.topic), t.latest]),
    ...site.articles.map((a): [string, string | undefined] => [articleUrl(a.id), articleUpdated(a)]),
    ...(site.tags.size ? [[tagsUrl(), undefined] as [string, undefined]] : []),
    ...[...site.tags.keys()].map((t): [string, string | undefined] => [tagUrl(t), undefined]),
    ...site.runs.map((r): [string, string | undefined] => [runUrl(r.session), r.ended.slice(0, 10)]),
  ];
  const body = pages
    .map(([path, lastmod]) => `  <url><loc>${xmlEscape(absoluteUrl(path, siteUrl))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
