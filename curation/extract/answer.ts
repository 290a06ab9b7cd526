// Reads an agent's answer the way a librarian skims it: the verdict and first informative
// sentences make the summary; tables, labelled bullets and sentences that decide, limit or explain
// make the key facts; closing offers become follow-ups and closing questions open questions.
import { parseBlocks, type Block } from './blocks.ts';
import { ARCHITECTURE, CLARIFICATION, DECISION, HEDGE, LIMITATION, META_SENTENCE, OFFER } from './signals.ts';
import { sentences, shorten, squash, stripMarkdown } from '../lib/text.ts';
import type { KnowledgeType } from '../schema/article.ts';

export interface AnswerFact {
  text: string;
  type: KnowledgeType;
  key?: string;
  value?: string;
  score: number;
  hedged: boolean;
}

export interface AnswerDigest {
  summary: string;
  facts: AnswerFact[];
  offers: string[];
  questions: string[];
  outline: string[];
  /** The answer mostly asks back instead of answering. */
  clarification: boolean;
  /** Plain-text length of the answer's prose. */
  length: number;
  /** The summary is a table's first rows (figures), not a sentence. */
  summaryFromTable: boolean;
}

const VERDICT = /^(?:yes|no|short answer|tl;?dr|in short|bottom line|verdict)\b/i;
const SUMMARY_SECTION = /^(?:summary|tl;?dr|in short|bottom line|conclusion|verdict|overview|the short answer|short answer)\b/i;

function clean(s: string): string {
  return squash(stripMarkdown(s))
    .replace(/^(?:(?:great|good|excellent|interesting|fair) (?:question|point)\s*[—–:,!.-]+\s*)/i, '')
    .replace(/^(?:好的?|嗯|行|ok(?:ay)?|alright|great|perfect|sure|got it|了解です?|はい)\s*[，,!！。.、—–-]\s*/i, '')
    .replace(/^[^\p{L}\p{N}"“'`(]+/u, '')
    .trim();
}

function informative(sentence: string): boolean {
  const s = sentence.trim();
  if (s.length < 20) return false;
  if (META_SENTENCE.test(s)) return false;
  // "Here are the options:" introduces; a long sentence ending in a colon usually still informs.
  if (/:$/.test(s) && s.length < 70) return false;
  return true;
}

function firstSentences(text: string, max: number): string {
  const picked: string[] = [];
  let length = 0;
  for (const s of sentences(clean(text))) {
    if (!informative(s)) continue;
    if (picked.length && length + s.length > max) break;
    picked.push(s);
    length += s.length + 1;
    if (length > max * 0.55) break;
  }
  return shorten(picked.join(' ').replace(/:$/, '.'), max);
}

function tableFacts(block: Extract<Block, { kind: 'table' }>): AnswerFact[] {
  const out: AnswerFact[] = [];
  const header = block.header.map(clean);
  for (const row of block.rows.slice(0, 12)) {
    const cells = row.map(clean);
    if (!cells[0] || cells.every((c) => !c)) continue;
    let text: string;
    if (cells.length === 2) text = `${cells[0]}: ${cells[1]}`;
    else
      text = `${cells[0]}: ${cells
        .slice(1)
        .map((c, i) => (header[i + 1] && c ? `${header[i + 1].toLowerCase()} ${c}` : c))
        .filter(Boolean)
        .join(', ')}`;
    const numeric = /\d/.test(cells.slice(1).join(' '));
    out.push({ text: shorten(text, 220), type: 'fact', key: cells[0], value: cells.slice(1).join(' | '), score: 2 + (numeric ? 1.5 : 0), hedged: false });
  }
  return out;
}

function typeOf(text: string): KnowledgeType {
  if (LIMITATION.test(text)) return 'limitation';
  if (DECISION.test(text)) return 'decision';
  if (ARCHITECTURE.test(text)) return 'architecture';
  return 'fact';
}

// Reference lists ("See: src/a.go:12 src/b.go:40") point at code; they are not facts.
const REFERENCE_LABEL = /^(?:参考|参照|references?|refs?|see(?: also)?|sources?|citations?|出典|links?)\s*[:：]/i;

function isReference(text: string): boolean {
  if (REFERENCE_LABEL.test(text.trim())) return true;
  const words = text.split(/\s+/).filter(Boolean);
  const refs = words.filter((w) => /[\w.-]+\/[\w./-]+(?::\d+)?|\.\w{1,4}:\d+/.test(w)).length;
  return words.length > 0 && refs / words.length > 0.5;
}

function listFacts(block: Extract<Block, { kind: 'list' }>): AnswerFact[] {
  const out: AnswerFact[] = [];
  if (REFERENCE_LABEL.test(block.section)) return out;
  for (const item of block.items.slice(0, 12)) {
    const labelled = /^\*\*([^*]{2,80})\*\*\s*(?:[—–:-]|\(([^)]*)\))?\s*(.*)$/.exec(item);
    let text: string;
    let key: string | undefined;
    let value: string | undefined;
    if (labelled && (labelled[3] || labelled[2])) {
      key = clean(labelled[1]).replace(/[:.]$/, '');
      value = clean(`${labelled[2] ? `(${labelled[2]}) ` : ''}${labelled[3]}`);
      const first = sentences(value)[0] ?? value;
      text = `${key}: ${first}`;
    } else {
      text = sentences(clean(item))[0] ?? clean(item);
    }
    if (text.length < 12 || /\?$/.test(text) || isReference(text)) continue;
    const hedged = HEDGE.test(text);
    const type = typeOf(text);
    out.push({
      text: shorten(text, 240),
      type,
      key,
      value,
      score: 1.2 + (labelled ? 0.8 : 0) + (/\d/.test(text) ? 0.5 : 0) + (type !== 'fact' ? 0.8 : 0) - (hedged ? 0.8 : 0),
      hedged,
    });
  }
  return out;
}

function paragraphFacts(text: string): AnswerFact[] {
  const out: AnswerFact[] = [];
  const bold = /\*\*[^*]+\*\*/.test(text);
  for (const s of sentences(clean(text))) {
    if (!informative(s) || /\?$/.test(s) || OFFER.test(s) || isReference(s)) continue;
    const type = typeOf(s);
    const hedged = HEDGE.test(s);
    const signal = type !== 'fact';
    if (!signal && !bold && !/\d/.test(s)) continue;
    out.push({ text: shorten(s, 260), type, score: 1 + (signal ? 1.2 : 0) + (bold ? 0.6 : 0) + (/\d/.test(s) ? 0.3 : 0) - (hedged ? 0.8 : 0), hedged });
  }
  return out;
}

/** Offers ("Would you like me to add X?") rewritten as the task they propose ("Add X"). */
export function offerTask(sentence: string): string {
  let s = clean(sentence)
    .replace(/^.*?\b(?:would you like (?:me )?to|want me to|shall i|should i|do you want me to|if you(?:'d)? like,? i can|i can (?:also )?)\s*/i, '')
    .replace(/\?+$/, '')
    .replace(/\byour\b/gi, 'the')
    .replace(/\byou\b/gi, 'the user')
    .trim();
  if (!s) return '';
  s = s.charAt(0).toUpperCase() + s.slice(1);
  return shorten(s, 160);
}

export function digestAnswer(answer: string): AnswerDigest {
  const blocks = parseBlocks(answer);
  const plain = stripMarkdown(answer);
  const facts: AnswerFact[] = [];
  const outline: string[] = [];
  let summary = '';
  let verdict = '';
  let summarySection = '';
  let summaryFromTable = false;

  for (const block of blocks) {
    if (block.kind === 'heading') {
      const text = clean(block.text);
      if (VERDICT.test(text) && !verdict && text.length < 80) verdict = text.replace(/[—–-]\s*here.*$/i, '').replace(/\s+here(?:'s| is).*$/i, '').trim();
      else if (block.level >= 2 && block.level <= 3 && text.length <= 80 && !VERDICT.test(text)) outline.push(text.replace(/^\d+[.)]\s*/, ''));
      // "Fork — 349 commits, 132 files changed (+18,471 / −319 lines)": a heading that states figures is a fact.
      if (/\d/.test(text) && /[—–:-]/.test(text) && text.length <= 140 && !/^\d+[.)]\s/.test(text)) {
        facts.push({ text: shorten(text.replace(/\s*[—–]\s*/, ': '), 200), type: 'fact', score: 3.2, hedged: false });
      }
      continue;
    }
    if (block.kind === 'table') {
      const rows = tableFacts(block);
      facts.push(...rows);
      if (!summary && rows.length && (SUMMARY_SECTION.test(block.section) || facts.length === rows.length)) {
        summary = shorten(rows.slice(0, 5).map((f) => f.text).join('; '), 320);
        summaryFromTable = true;
      }
      continue;
    }
    if (block.kind === 'list') {
      facts.push(...listFacts(block));
      continue;
    }
    const text = block.text;
    if (SUMMARY_SECTION.test(block.section) && !summarySection) summarySection = firstSentences(text, 320);
    if (!summary) {
      const first = firstSentences(text, 340);
      if (first) summary = first;
    }
    facts.push(...paragraphFacts(text));
  }

  // A conclusion paragraph ("So in short: …", "Option 1 is the cleanest") is worth a fact.
  const paragraphs = blocks.filter((b): b is Extract<Block, { kind: 'paragraph' }> => b.kind === 'paragraph');
  for (const p of paragraphs.slice(-3)) {
    const t = clean(p.text);
    if (/^(?:so,? in short|in short|overall|in summary|to summari[sz]e|bottom line|my (?:personal )?(?:pick|recommendation)|i(?:'d| would) recommend|option \d+ is|the (?:best|cleanest|simplest) (?:option|approach|choice))/i.test(t)) {
      facts.push({ text: shorten(sentences(t)[0] ?? t, 260), type: 'decision', score: 3, hedged: HEDGE.test(t) });
    }
  }

  if (summarySection) summary = summarySection;
  if (!summary) {
    const firstTable = facts.find((f) => f.key);
    if (firstTable) {
      summary = shorten(facts.filter((f) => f.key).slice(0, 4).map((f) => f.text).join('; '), 320);
      summaryFromTable = true;
    }
  }
  if (verdict && /^(?:yes|no)\b/i.test(verdict) && summary && !summary.toLowerCase().startsWith(verdict.toLowerCase().slice(0, 8))) {
    summary = shorten(`${verdict.replace(/[!.]+$/, '')}. ${summary}`, 360);
  }

  // Offers and closing questions: only from the end of the answer, where agents put them.
  const tail = sentences(stripMarkdown(paragraphs.slice(-2).map((p) => p.text).join('\n\n'))).slice(-4);
  const offers: string[] = [];
  const questions: string[] = [];
  for (const s of tail) {
    if (!s.endsWith('?')) continue;
    if (OFFER.test(s)) {
      const task = offerTask(s);
      if (task.length > 8) offers.push(task);
    } else if (s.length > 15 && !/^(?:any (?:questions|thoughts)|what do you think|does that help|make sense)\b/i.test(s)) {
      questions.push(shorten(s, 200));
    }
  }
  const closingList = blocks.length && blocks[blocks.length - 1].kind === 'list' ? (blocks[blocks.length - 1] as Extract<Block, { kind: 'list' }>) : undefined;
  const lastParagraph = paragraphs[paragraphs.length - 1]?.text ?? '';
  if (closingList && /\bi can\b.*:$/i.test(stripMarkdown(lastParagraph).trim())) {
    for (const item of closingList.items.slice(0, 5)) offers.push(shorten(clean(item), 160));
  }

  const questionShare = sentences(plain).filter((s) => s.endsWith('?')).length / Math.max(1, sentences(plain).length);
  const clarification = CLARIFICATION.test(plain.slice(0, 400)) || (plain.length < 600 && questionShare > 0.5);

  return {
    summary,
    facts: dedupe(facts),
    offers: [...new Set(offers)],
    questions: [...new Set(questions)],
    outline: [...new Set(outline)].slice(0, 12),
    clarification,
    length: plain.length,
    summaryFromTable: summaryFromTable && !summarySection,
  };
}

function dedupe(facts: AnswerFact[]): AnswerFact[] {
  const seen = new Set<string>();
  return facts.filter((f) => {
    const k = f.text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
