// Fits a selection into a token budget. Breadth first: every chosen article gets its heading,
// facts and summary (preferences the prompt touches, matches in rank order, then the other
// preferences); what budget is left then
// goes to article bodies, best match first. The printed text, markers included, never exceeds
// the budget.
import { matchingFacts } from './facts.ts';
import { newContextNonce, wrapInjectedContext } from '../schema/marker.ts';
import { inertBlock, inertLine } from './inert.ts';
import { blocks, demoteHeadings, isProse, shorten, stripMarkdown, topHeadingLevel, truncateMarkdown, withoutLeadingTitle, withoutSection } from './markdown.ts';
import type { KnowledgeEntry } from './entry.ts';
import { estimateTokens, MATCHES_HEADING, PREFERENCES_HEADING, renderHeader, renderItemHead, renderOmitted, type RenderMeta } from './render.ts';
import type { Selected, Selection } from './select.ts';

export const DEFAULT_BUDGET = 2000;
export const DEFAULT_LIMIT = 5;
const SEPARATOR = '\n\n';
/** A body excerpt shorter than this is not worth its "…". */
const MIN_EXCERPT = 120;
const SHORT_SUMMARY = 140;

export interface PackedItem extends Selected {
  /** The summary as printed (shortened when the budget was tight). */
  summary: string;
  /** Markdown of the body printed under the summary ('' when none fitted). */
  excerpt: string;
  /** The body was cut (or left out) to fit the budget. */
  truncated: boolean;
}

export interface PackedContext {
  preferences: PackedItem[];
  matches: PackedItem[];
  /** Chosen articles that did not fit at all. */
  omitted: Selected[];
  /** Shown when nothing matched the prompt. */
  note?: string;
  /** The Markdown to paste into a prompt, wrapped in Lore's injected-context marker. */
  markdown: string;
  tokens: number;
}

/** Loose equality of two texts: same words at the start (a summary may be a shortened lead). */
function sameStart(a: string, b: string): boolean {
  const norm = (t: string) => t.replace(/[…\s]+/g, ' ').trim().toLowerCase().slice(0, 80);
  return norm(a).length > 0 && norm(a) === norm(b);
}

/** The body worth quoting: no title, no lead paragraph already shown as the summary, no conflict
 *  section already shown as a note, headings nested under the article's own heading. */
export function excerptSource(entry: KnowledgeEntry): string {
  let md = withoutLeadingTitle(entry.body);
  if (entry.conflict) md = withoutSection(md, ['conflict', 'conflicts', 'dispute', 'disputed']);
  const parts = blocks(md);
  const lead = parts.findIndex(isProse);
  if (lead >= 0 && (entry.summaryFromBody || sameStart(stripMarkdown(parts[lead]), entry.summary))) parts.splice(lead, 1);
  md = parts.join('\n\n').trim();
  const top = topHeadingLevel(md);
  return top < 4 ? demoteHeadings(md, 4 - top) : md;
}

function noteFor(selection: Selection): string | undefined {
  if (selection.matches.length) return undefined;
  return selection.searchable
    ? 'No relevant articles: nothing in the knowledge base matches this prompt.'
    : 'No relevant articles: the prompt has no words to search for.';
}

/** `nonce`: the block's marker nonce (fresh when not given; tests pass one). */
export function packContext(selection: Selection, meta: RenderMeta, budget: number, nonce = newContextNonce()): PackedContext {
  const maxChars = Math.max(0, budget) * 4;
  const note = noteFor(selection);
  const header = renderHeader(meta, note);
  const wrapOverhead = wrapInjectedContext('', nonce).length;
  const items: PackedItem[] = [];
  const omitted: Selected[] = [];
  const sections = { preference: 0, match: 0 };
  let used = wrapOverhead + header.length;

  const sectionCost = (kind: 'preference' | 'match') =>
    sections[kind] ? 0 : SEPARATOR.length + (kind === 'preference' ? PREFERENCES_HEADING : MATCHES_HEADING).length;

  // Breadth: heading, facts and summary of each article (a shorter summary when tight): the
  // preferences the prompt touches, the matches, then the other preferences, so that a person's
  // many rules never leave out what answers the prompt. (They are printed preferences first.)
  const queue: Array<[Selected, 'preference' | 'match']> = [
    ...selection.preferences.filter((s) => s.score > 0).map((s) => [s, 'preference'] as [Selected, 'preference']),
    ...selection.matches.map((s) => [s, 'match'] as [Selected, 'match']),
    ...selection.preferences.filter((s) => s.score <= 0).map((s) => [s, 'preference'] as [Selected, 'preference']),
  ];
  for (const [selected, kind] of queue) {
    let placed = false;
    for (const summary of [selected.entry.summary, shorten(selected.entry.summary, SHORT_SUMMARY), '']) {
      const head = renderItemHead(selected, meta, summary);
      const cost = sectionCost(kind) + SEPARATOR.length + head.length;
      if (used + cost > maxChars) continue;
      used += cost;
      sections[kind]++;
      items.push({ ...selected, summary, excerpt: '', truncated: selected.entry.body.trim().length > 0 });
      placed = true;
      break;
    }
    if (!placed) omitted.push(selected);
  }
  let omittedLine = omitted.length ? renderOmitted(omitted.map((s) => s.entry.id)) : '';
  if (omittedLine && used + SEPARATOR.length + omittedLine.length > maxChars) omittedLine = '';
  if (omittedLine) used += SEPARATOR.length + omittedLine.length;

  // Depth: bodies, best match first; preferences that did not match keep their summary only.
  const depthOrder = items
    .filter((i) => i.entry.body.trim() && (i.role !== 'preference' || i.score > 0))
    .sort((a, b) => (a.role === 'counterpart' ? 1 : 0) - (b.role === 'counterpart' ? 1 : 0) || b.score - a.score);
  // First the lines of each article that answer the prompt, when some do (else its opening); then,
  // with the room left, more of each body, so a larger budget quotes more.
  const excerptOf = (item: PackedItem, source: string): void => {
    const room = maxChars - used - SEPARATOR.length;
    const excerpt = source.length <= room ? source : room >= MIN_EXCERPT ? truncateMarkdown(source, room) : '';
    if (!excerpt) return;
    item.excerpt = item.excerpt ? `${item.excerpt}${SEPARATOR}${excerpt}` : excerpt;
    item.truncated = excerpt !== source;
    used += SEPARATOR.length + excerpt.length;
  };
  const rest = new Map<PackedItem, string>();
  for (const item of depthOrder) {
    // Facts and body are Markdown from a session like any field: no comment, hence no marker, survives.
    const facts = matchingFacts(item.entry, item.matched).map(inertLine).filter(Boolean);
    const body = inertBlock(excerptSource(item.entry));
    if (!facts.length && !body) {
      item.truncated = false;
      continue;
    }
    if (!facts.length) {
      excerptOf(item, body);
      continue;
    }
    excerptOf(item, facts.map((f) => `- ${f}`).join('\n'));
    if (item.excerpt && !item.truncated && body) rest.set(item, body);
    else if (item.excerpt && !item.truncated) item.truncated = false;
  }
  for (const [item, body] of rest) {
    const before = item.excerpt;
    excerptOf(item, body);
    if (item.excerpt === before) item.truncated = true;
  }

  const parts = [header];
  const prefs = items.filter((i) => i.role === 'preference');
  const matches = items.filter((i) => i.role !== 'preference');
  const block = (i: PackedItem) => [renderItemHead(i, meta, i.summary), i.excerpt].filter(Boolean).join(SEPARATOR);
  if (prefs.length) parts.push(PREFERENCES_HEADING, ...prefs.map(block));
  if (matches.length) parts.push(MATCHES_HEADING, ...matches.map(block));
  if (omittedLine) parts.push(omittedLine);
  let markdown = wrapInjectedContext(parts.join(SEPARATOR), nonce);
  if (markdown.length > maxChars) markdown = wrapInjectedContext(shorten(header, Math.max(0, maxChars - wrapOverhead)), nonce);
  return { preferences: prefs, matches, omitted, note, markdown, tokens: estimateTokens(markdown) };
}
