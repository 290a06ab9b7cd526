// The statements of an article that answer a prompt: its fact lines and its evidence, ranked by
// how many of the prompt's words each carries (rarer words first). `lore context` shows these
// instead of the article's opening, so the answer comes in a few lines, not a page.
import { terms } from '../text/terms.ts';
import type { KnowledgeEntry } from './entry.ts';

export const MATCHING_FACTS = { max: 3, maxChars: 700 } as const;

/** Lines of an article a fact can be: list items of its body, and its evidence. */
function candidateLines(entry: KnowledgeEntry): string[] {
  const lines = entry.body
    .split('\n')
    .filter((l) => /^\s*[-*]\s+/.test(l))
    .map((l) => l.replace(/^\s*[-*]\s+/, '').trim());
  return [...lines, ...(entry.evidence ?? [])];
}

/** The article's lines that carry the most of `words` (the prompt's matched words), best first. */
export function matchingFacts(entry: KnowledgeEntry, words: readonly string[], idf: (term: string) => number = () => 1): string[] {
  const wanted = new Set(terms(words.join(' ')));
  if (!wanted.size) return [];
  const scored: { line: string; score: number }[] = [];
  for (const line of candidateLines(entry)) {
    let score = 0;
    for (const t of new Set(terms(line))) if (wanted.has(t)) score += idf(t);
    if (score > 0) scored.push({ line, score: score / Math.sqrt(1 + line.length / 200) });
  }
  scored.sort((a, b) => b.score - a.score || a.line.length - b.line.length);
  const out: string[] = [];
  let chars = 0;
  for (const { line } of scored) {
    if (out.length >= MATCHING_FACTS.max || chars + line.length > MATCHING_FACTS.maxChars) break;
    out.push(line);
    chars += line.length;
  }
  return out;
}
