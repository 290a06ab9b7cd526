// Titles that name the subject in the sessions' own terms. Candidates come from the titles of
// documents the work wrote, the headings and headlines of its answers and its most salient
// statements; each is cleaned (openers, interjections, Markdown and emoji dropped, cut at a
// clause) and scored the same way in every language: named things and distinctive words count
// for it, process talk, shouting, questions and generic headings ("Summary") against it. Never
// the person's message as typed.
import { firstAt, says } from '../lang/index.ts';
import { isPointer, isQuestion, isShouting, plain } from '../claims/features.ts';
import { entitiesOf, quantitiesOf } from '../text/entities.ts';
import { terms } from '../text/terms.ts';
import type { Subject } from './model.ts';
import type { Exchange } from '../schema/claim.ts';
import { REQUEST_WORDS } from '../lang/request-words.ts';
import { DANGLING_WORDS } from '../lang/function-words.ts';
import { CJK_CHAR } from '../lib/text.ts';

const DANGLING = new Set<string>(DANGLING_WORDS);

const MAX_TITLE = 90;
const MARKS = /^[\p{Extended_Pictographic}\uFE0F\u200D✓✔✗✘•·*#>\s|-]+/u;
const CLAUSE_END = /[.!?。！？](?:\s|$)/u;

/** A lead-in of a few words that names nothing ("Sí, parce,", "Done —", "Ojo:", "好的，"). */
function dropLeadIn(t: string): string {
  for (let i = 0; i < 3; i++) {
    const m = /^([^,:;—–\-，：；]{1,24}?)\s*[,:;—–\-，：；]\s+/u.exec(t);
    if (!m) break;
    const head = m[1];
    const words = head.split(/\s+/).length;
    if (words > 3 || entitiesOf(head).length || quantitiesOf(head).length) break;
    if (!(says('chatter', head) || says('agree', head) || says('acknowledge', head) || says('conclude', head) || words <= 2)) break;
    const rest = t.slice(m[0].length);
    if ([...rest].length < 8) break;
    t = rest;
  }
  return t;
}

/** A candidate as a title: cleaned, first sentence, cut at a clause when long. */
export function cleanTitle(raw: string): string {
  let t = plain(raw).replace(/\s+/g, ' ').replace(MARKS, '').trim();
  t = dropLeadIn(t);
  const end = CLAUSE_END.exec(t);
  if (end && end.index > 8) t = t.slice(0, end.index);
  t = t.replace(/[\p{Extended_Pictographic}\uFE0F\u200D]+/gu, ' ').replace(/\s+/g, ' ').trim();
  if (isShouting(t)) t = t.toLowerCase();
  t = balanced(t);
  // (A title opening with a URL, a path or a name in code keeps its case: "https://…", "npm run".)
  if (!/^(?:[a-z][\w+.-]*:\/\/|[\w.-]*[\/\\._]|[a-z]+[A-Z])/.test(t)) t = t.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  return cutTitle(t);
}

/** Emphasis marks, quotes and brackets a cut left open ("hints at this: *\"Try asking") or that
 * close nothing ("A) first option", "result.md】【") are dropped. */
const BRACKETS = [['"', '"'], ['“', '”'], ['«', '»'], ['「', '」'], ['【', '】'], ['《', '》'], ['(', ')'], ['（', '）']] as const;

function balanced(t: string): string {
  for (const [open, close] of BRACKETS) {
    if (open === close) {
      // (A quote mark said an odd number of times: the last one goes.)
      const count = t.split(open).length - 1;
      if (count % 2 === 1) {
        const at = t.lastIndexOf(open);
        t = `${t.slice(0, at)}${t.slice(at + 1)}`;
      }
      continue;
    }
    const unclosed: number[] = [];
    const drop = new Set<number>();
    // (The ")" of a list's marker, "2) …" or "B) …", closes nothing and stays: it marks an item.)
    const marker = open === '(' ? (/^\s*(?:\d{1,3}|[A-Za-z])\)/.exec(t)?.[0].length ?? 0) - 1 : -1;
    for (let i = 0; i < t.length; i++) {
      if (i === marker) continue;
      if (t[i] === open) unclosed.push(i);
      else if (t[i] === close && unclosed.pop() === undefined) drop.add(i);
    }
    // An opening left near the end is cut off with what follows; elsewhere the mark alone goes.
    const last = unclosed[unclosed.length - 1];
    const end = last !== undefined && last >= t.length * 0.6 ? last : t.length;
    for (const i of unclosed) drop.add(i);
    let kept = '';
    for (let i = 0; i < end; i++) if (!drop.has(i)) kept += t[i];
    t = kept;
  }
  // (A home folder's "~/" is no strikethrough mark.)
  return t.replace(/(^|\s)(?:[*_]+|~+(?!\/))(?=\S)|(?<=\S)[*_~]+(?=\s|$)/g, '$1').replace(/\s+/g, ' ').trim();
}

export function cutTitle(text: string, max = MAX_TITLE): string {
  const t = text.replace(/[\s:;,，。、—–-]+$/u, '').trim();
  if ([...t].length <= max) return t;
  const room = CJK_CHAR.test(t) ? Math.floor(max * 0.6) : max;
  const chars = [...t].slice(0, room).join('');
  const at = Math.max(...['，', '、', '；', '：', ' — ', ' – ', '; ', ': ', ', ', ' ('].map((p) => chars.lastIndexOf(p)));
  if (at > room * 0.4) return chars.slice(0, at).trim();
  const space = chars.lastIndexOf(' ');
  return `${(space > room * 0.5 ? chars.slice(0, space) : chars).trim()}…`;
}

/** A table's row as the answers' text tells it: its first cell, then "header: value" pairs
 * ("10 — Name: Revita; Territory: Telco"). */
const TABLE_ROW = /^[^—]{1,60} — [^:;]{1,40}: [^;]*; /u;

/** How good a title is, whatever its language. */
export function titleScore(t: string, idf: (term: string) => number): number {
  const len = [...t].length * (CJK_CHAR.test(t) ? 2 : 1);
  if (len < 8) return -1;
  let s = 0;
  s += Math.min(0.6, 0.3 * (entitiesOf(t).length + quantitiesOf(t).length));
  const ts = [...new Set(terms(t))];
  if (ts.length) s += 0.3 * Math.min(1, ts.reduce((a, x) => a + idf(x), 0) / ts.length / 4);
  if (len > 140) s -= 0.2;
  if (len > 100) s -= 0.15;
  // A table row or a numbered item is a detail, not a subject; a progress count ("2/7 —"), a
  // timestamp or a bare path is no name for one either.
  if (/\||^(?:\d+[.)]|[A-Za-z]\))\s/.test(t) || TABLE_ROW.test(t)) s -= 0.5;
  if (/^\d+\s*\/\s*\d+\b|^\d{4}-\d{2}-\d{2}|^(?:step|phase|stage|шаг|крок|步骤|第.步)\s*\d/iu.test(t)) s -= 0.6;
  const paths = entitiesOf(t).filter((e) => e.kind === 'path' || e.kind === 'url').reduce((n, e) => n + e.surface.length, 0);
  if (paths / Math.max(1, t.length) > 0.5 || /:\d+\b/.test(t)) s -= 0.4;
  if (isQuestion(t)) s -= 0.5;
  if (firstAt('chatter', t) === 0) s -= 0.6;
  // "I added…", "我为你写了…", "Voilà le plan": the agent telling what it did names no subject.
  if (firstAt('self', t) === 0) s -= 0.5;
  if (ts.length <= 3 && says('conclude', t)) s -= 0.6;
  // "Done, the result is in artifacts/42/result.md" names the file it wrote, not what it is about.
  if (isPointer(t)) s -= 0.6;
  if (/[…]$/.test(t)) s -= 0.1;
  // A phrase cut mid-way ("parameters removed from") or a measurement with no words ("643.36 kB
  // (gzip: 199.61 kB)") names no subject.
  const last = /(\p{L}+)[\s\p{P}]*$/u.exec(t)?.[1]?.toLowerCase();
  if (last && DANGLING.has(last) && !/[…]$/.test(t)) s -= 0.4;
  if (!CJK_CHAR.test(t) && (t.match(/\p{L}{3,}/gu) ?? []).length < 2) s -= 0.5;
  return s;
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

/** An id — a hash, a user, message or run id — names an instance, not a subject ("artifacts/4192323167/result.md"). */
const INSTANCE_ID = /[0-9a-f]{8,}|\d{5,}/i;

const ASKING = new Set(terms(REQUEST_WORDS.join(' ')));
/** How often the answers must use a plain word of the request for it to be the subject's topic. */
const TOPIC_MIN_ANSWER_COUNT = 3;

/**
 * What the subject is about, in one or two words the person and the answer both used: the named
 * thing or word of the requests that the answers take up and that is rare in the project
 * ("Cron", "Copyright", ".gitattributes"). Undefined when nothing stands out.
 */
export function topicOf(subject: Subject, idf: (term: string) => number): string | undefined {
  const exchanges = subject.threads.flatMap((t) => t.exchanges);
  const answered = (ex: Exchange) => [ex.headline ?? '', ...ex.headings].join(' ');
  const answerCounts = new Map<string, number>();
  for (const t of terms([...exchanges.map(answered), ...subject.claims.filter((c) => c.claim.speaker !== 'person').slice(0, 60).map((c) => c.claim.text)].join(' '))) answerCounts.set(t, (answerCounts.get(t) ?? 0) + 1);
  const answerTerms = new Set(answerCounts.keys());
  const scores = new Map<string, { surface: string; score: number }>();
  const bump = (key: string, surface: string, score: number) => {
    const x = scores.get(key);
    if (x) x.score += score;
    else scores.set(key, { surface, score });
  };
  const asked = new Map<string, number>();
  for (const ex of exchanges) if (ex.speaker === 'person') for (const t of new Set(terms(ex.request))) asked.set(t, (asked.get(t) ?? 0) + 1);
  for (const ex of exchanges) {
    if (!ex.request || ex.speaker !== 'person') continue;
    // Named things of the request that the answer names too.
    for (const [key, surface, w] of ex.entities) {
      // (A long run of lower-case letters is a message typed without spaces, not a name.)
      if (/^[a-z]{16,}$/.test(surface) || INSTANCE_ID.test(surface)) continue;
      if (ex.request.toLowerCase().includes(key) && answerTerms.has(terms(surface)[0] ?? '')) bump(`@${key}`, surface, w * idf(`@${key}`));
    }
    // Words of the request (spaced scripts) that the answers use, when the person asked about
    // them more than once (a verb of one request is no topic).
    for (const m of ex.request.matchAll(/[\p{L}][\p{L}\p{N}.-]{3,}/gu)) {
      const word = m[0].replace(/[.-]+$/, '');
      if (CJK_CHAR.test(word)) continue;
      const t = terms(word)[0];
      // A plain word is a topic only when the answers keep coming back to it.
      if (!t || ASKING.has(t) || (answerCounts.get(t) ?? 0) < TOPIC_MIN_ANSWER_COUNT || (asked.get(t) ?? 0) < 2) continue;
      bump(t, word, 2 * idf(t));
    }
  }
  const best = [...scores.values()].sort((a, b) => b.score - a.score)[0];
  if (!best || best.score < 3) return undefined;
  const surface = best.surface;
  return /^[\p{Ll}]/u.test(surface) && !/[._/\\\d]/.test(surface) ? surface[0].toUpperCase() + surface.slice(1) : surface;
}

/** `template`: headings the project's answers use again and again, which name no subject. */
export function subjectTitle(subject: Subject, idf: (term: string) => number, template: (heading: string) => boolean = () => false): string {
  const { title: aspect, named } = aspectTitle(subject, idf, template);
  // A document's title or an answer's heading names the subject already; a sentence gets its topic.
  if (named) return aspect;
  const topic = topicOf(subject, idf) ?? mainThing(subject, idf);
  if (!topic) return aspect;
  if (!aspect || aspect.toLowerCase().includes(topic.toLowerCase())) return aspect || topic;
  // A sentence that names things of its own needs no label before it.
  if (entitiesOf(aspect).length >= 2) return aspect;
  return cutTitle(`${topic}: ${shortClause(aspect)}`);
}

/** The named thing the subject's exchanges weigh most, rare in the project: "slash_cmd.py", "eth0". */
function mainThing(subject: Subject, idf: (term: string) => number): string | undefined {
  const weight = new Map<string, { surface: string; w: number }>();
  for (const ex of subject.threads.flatMap((t) => t.exchanges)) {
    for (const [key, surface, w] of ex.entities) {
      if (surface.length < 3 || surface.length > 40 || /\s{2}|:\d+$/.test(surface) || /^[a-z]{16,}$/.test(surface)) continue;
      if (INSTANCE_ID.test(surface)) continue;
      const x = weight.get(key) ?? weight.set(key, { surface, w: 0 }).get(key)!;
      x.w += w * idf(`@${key}`);
    }
  }
  const best = [...weight.values()].sort((a, b) => b.w - a.w)[0];
  return best && best.w >= 4 ? best.surface : undefined;
}

/** A sentence cut to its first clause, for a title that already names its topic. */
function shortClause(sentence: string): string {
  const m = /^(.{12,70}?)(?:[,;:，；：、—–]|\s-\s|$)/u.exec(sentence);
  return m ? m[1].trim() : cutTitle(sentence, 70);
}

/** The best of the candidates the subject's answers and documents offer, and whether it is a name
 * (a title or heading) rather than a sentence. */
function aspectTitle(subject: Subject, idf: (term: string) => number, template: (heading: string) => boolean): { title: string; named: boolean } {
  const candidates: { text: string; prior: number; named?: boolean }[] = [];
  for (const ex of subject.threads.flatMap((t) => t.exchanges)) if (ex.document?.title) candidates.push({ text: ex.document.title, prior: 0.45, named: true });
  const main = mainExchange(subject);
  for (const ex of new Set([main, subject.threads[0].exchanges[0]])) {
    // The answer's first heading names what it is about more often than any sentence does.
    // (A heading of the agent's template, "Next steps", names no subject, unless it names a thing.)
    ex.headings.slice(0, 4).forEach((h, i) => {
      if (!template(h) || entitiesOf(h).some((e) => e.kind !== 'name')) candidates.push({ text: h, prior: i === 0 ? 0.3 : 0.1, named: true });
    });
    if (ex.headline) candidates.push({ text: ex.headline, prior: 0.2 });
  }
  const top = subject.claims.filter((c) => c.claim.speaker !== 'person' && c.claim.rule === 'agent-findings').sort((a, b) => b.claim.salience - a.claim.salience).slice(0, 3);
  for (const c of top) candidates.push({ text: c.claim.text, prior: -0.1 });
  let best = { title: '', named: false };
  let bestScore = -Infinity;
  for (const c of candidates) {
    const t = cleanTitle(c.text);
    const score = titleScore(t, idf) + c.prior;
    if (score > bestScore) [best, bestScore] = [{ title: t, named: Boolean(c.named) }, score];
  }
  return best.title ? best : { title: cleanTitle(subject.claims[0].claim.text), named: false };
}

/** A title for one claim (a superseded state): its words, cleaned. */
export function claimTitle(text: string): string {
  return cleanTitle(text) || cutTitle(plain(text));
}
