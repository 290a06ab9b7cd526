// Titles that name the subject in the sessions' own terms: the title of the document the work
// wrote, else the headline of the answer that says most about it, cleaned of process talk and cut
// at a clause. Never the person's message as typed.
import { firstAt } from '../lang/index.ts';
import { plain } from '../claims/features.ts';
import type { Subject } from './model.ts';
import type { Exchange } from '../schema/claim.ts';

const MAX_TITLE = 90;
/** Marks and openers that head an answer without saying anything ("✅", "All set —", "Short answer:"). */
const OPENER = /^(?:[\p{Extended_Pictographic}\uFE0F\u200D✓✔✗✘•·*#>\s-]+|(?:all set|done|ok(?:ay)?|sure|yes|no|great|perfect|got it|short answer|tl;?dr|answer|summary|result|update|good news|note)\b[\s!.,:—–-]*)/iu;
const CLAUSE_END = /[.!?。！？](?:\s|$)/u;

/** An answer's headline as a title: openers dropped, the first sentence, cut at a clause when long. */
export function titleFromHeadline(headline: string): string {
  let t = plain(headline).replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3 && OPENER.test(t); i++) t = t.replace(OPENER, '').trim();
  const chatter = firstAt('chatter', t);
  if (chatter === 0) return '';
  const end = CLAUSE_END.exec(t);
  if (end && end.index > 8) t = t.slice(0, end.index);
  return cutTitle(t);
}

export function cutTitle(text: string, max = MAX_TITLE): string {
  const t = text.replace(/[\s:;,，。、—–-]+$/u, '').trim();
  if ([...t].length <= max) return t;
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(t);
  const room = cjk ? Math.floor(max * 0.6) : max;
  const chars = [...t].slice(0, room).join('');
  const at = Math.max(...['，', '、', '；', '：', ' — ', ' – ', '; ', ': ', ', ', ' ('].map((p) => chars.lastIndexOf(p)));
  if (at > room * 0.4) return chars.slice(0, at).trim();
  const space = chars.lastIndexOf(' ');
  return `${(space > room * 0.5 ? chars.slice(0, space) : chars).trim()}…`;
}

/** The exchange that says most about the subject: the largest sum of claim salience. */
export function mainExchange(subject: Subject): Exchange {
  const weight = new Map<Exchange, number>();
  for (const c of subject.claims) weight.set(c.exchange, (weight.get(c.exchange) ?? 0) + c.claim.salience);
  let best = subject.threads[0].exchanges[0];
  let bestW = -1;
  for (const [ex, w] of weight) if (w > bestW) [best, bestW] = [ex, w];
  return best;
}

export function subjectTitle(subject: Subject): string {
  const docs = subject.threads.flatMap((t) => t.exchanges.flatMap((ex) => (ex.document ? [ex.document] : [])));
  const doc = docs.findLast((d) => d.title && d.title.length >= 4 && !/^[\w.-]+\.\w+$/.test(d.title));
  if (doc) return cutTitle(doc.title);
  const main = mainExchange(subject);
  const candidates = [main, ...subject.threads.flatMap((t) => t.exchanges)];
  for (const ex of candidates) {
    const t = ex.headline ? titleFromHeadline(ex.headline) : '';
    if ([...t].length >= 6) return t;
  }
  const lead = [...subject.claims].sort((a, b) => b.claim.salience - a.claim.salience)[0];
  return cutTitle(titleFromHeadline(lead.claim.text) || plain(lead.claim.text));
}
