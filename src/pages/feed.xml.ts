// Atom feed of knowledge changes: the most recently updated articles, with their status in the
// title so a reader sees at once when something became disputed or superseded.
import type { APIRoute } from 'astro';
import { getSite } from '../lib/site.ts';
import { getConfig } from '../lib/config.ts';
import { articleUpdated, compareByUpdatedDesc } from '../lib/site-index.ts';
import { absoluteUrl, articleUrl, feedUrl, homeUrl } from '../lib/url.ts';
import { xmlEscape } from '../lib/xml.ts';

const ENTRIES = 50;
const EPOCH = '1970-01-01';

export const GET: APIRoute = async ({ site: siteUrl }) => {
  const site = await getSite();
  const config = await getConfig();
  const latest = [...site.articles].sort(compareByUpdatedDesc).slice(0, ENTRIES);
  // A knowledge base curated from nothing yet (just after `lore init`) still gets a valid feed.
  const feedUpdated = (latest[0] && articleUpdated(latest[0])) ?? EPOCH;
  const entries = latest.map((a) => {
    const link = absoluteUrl(articleUrl(a.id), siteUrl);
    const updated = articleUpdated(a) ?? EPOCH;
    return [
      '  <entry>',
      `    <id>${xmlEscape(link)}</id>`,
      `    <title>${xmlEscape(a.data.status === 'current' ? a.data.title : `[${a.data.status}] ${a.data.title}`)}</title>`,
      `    <link href="${xmlEscape(link)}"/>`,
      `    <updated>${updated}T00:00:00Z</updated>`,
      a.data.created ? `    <published>${a.data.created}T00:00:00Z</published>` : '',
      `    <category term="${xmlEscape(a.topic)}" label="${xmlEscape(site.topicLabel(a.topic))}"/>`,
      `    <summary>${xmlEscape(a.data.summary ?? `${a.data.type} in ${a.topic}, ${a.data.status}`)}</summary>`,
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${xmlEscape(config.site.title)}</title>`,
    `  <subtitle>${xmlEscape(config.site.description)}</subtitle>`,
    `  <id>${xmlEscape(absoluteUrl(homeUrl(), siteUrl))}</id>`,
    `  <link href="${xmlEscape(absoluteUrl(homeUrl(), siteUrl))}"/>`,
    `  <link rel="self" href="${xmlEscape(absoluteUrl(feedUrl(), siteUrl))}"/>`,
    `  <updated>${feedUpdated}T00:00:00Z</updated>`,
    `  <author><name>Lore</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
};
