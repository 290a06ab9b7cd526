// What the article page computes from an article beyond its fields: the one line of provenance
// under the title and the headings of its "On this page". Pure: unit-tested.
import type { Article } from '../../curation/schema/article.ts';
import { confidenceLabel } from '../../curation/schema/common.ts';
import { articleUpdated } from './site-index.ts';
import { dayLabel, dayRangeLabel } from './labels.ts';

/** An article gets "On this page" from this many headings on. */
export const TOC_MIN_HEADINGS = 4;

export interface Heading {
  depth: 2 | 3;
  id: string;
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The `h2` and `h3` headings of rendered article HTML that carry an id (the renderer gives each one). */
export function headingsOf(html: string): Heading[] {
  const out: Heading[] = [];
  for (const m of html.matchAll(/<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const text = m[3]
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e])
      .replace(/\s+/g, ' ')
      .trim();
    if (text) out.push({ depth: Number(m[1]) as 2 | 3, id: m[2].replace(/&amp;/g, '&'), text });
  }
  return out;
}

/** The headings of "On this page": every `h2` and `h3`, less a closing "Related" section that is
 * only a list: the page hides that one (global.css, `.prose > h2#related`), as Connections says it. */
export function tocOf(html: string): Heading[] {
  const at = html.lastIndexOf('<h2 id="related">');
  const tail = at >= 0 ? html.slice(html.indexOf('</h2>', at) + 5).trim() : '';
  const hidden = tail.startsWith('<ul>') && tail.endsWith('</ul>') && !/<(?:p|h\d|table|pre|blockquote)\b/.test(tail);
  return headingsOf(html).filter((h) => !(hidden && h.id === 'related'));
}

/** "Decision · high confidence · from 3 sessions, 20–21 Feb 2026 · updated 21 Feb 2026". */
export function provenanceLine(article: Article): string {
  const d = article.data;
  const parts = [`${d.type.charAt(0).toUpperCase()}${d.type.slice(1)}`, `${confidenceLabel(d.confidence)} confidence`];
  const days = d.sources.map((s) => s.date).sort();
  const sessions = new Set(d.sources.map((s) => s.session)).size;
  if (sessions) parts.push(`from ${sessions} session${sessions === 1 ? '' : 's'}, ${dayRangeLabel(days[0], days[days.length - 1])}`);
  else parts.push(d.curated_by === 'auto' ? 'no recorded source' : 'written by a person');
  const updated = articleUpdated(article);
  if (updated && (!days.length || updated > days[days.length - 1].slice(0, 10))) parts.push(`updated ${dayLabel(updated)}`);
  return parts.join(' · ');
}
