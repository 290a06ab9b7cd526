// Titles of the records Lore writes in its own words: a name given, a rule set. The rule's title is
// the rule itself without the words that lead into it ("Please", "From now on,", "You are to").
import type { ArticleModel, SetupRow } from '../merge/model.ts';
import { cutTitle } from '../merge/naming.ts';
import { plain } from '../claims/features.ts';

/** Words that lead into a rule without being part of it. */
const LEAD_IN = /^(?:(?:please|pls|ok(?:ay)?|so|also|and|but|remember(?: that| to)?|from now on|going forward|in (?:the )?future|you are to|you must|you should|i want you to|i need you to|make sure (?:that |to )?|always remember(?: to)?|note that|bitte|merke dir|s'il te plaît|por favor|пожалуйста|请|請|记住|記住|以后|以後|my prompt(?: is)?|我的提示詞為|我的提示词为|我的提示詞是|我的提示词是)[\s,:：，]+)+/iu;

/** "Sessions ran on Aider 0.86.1 with ollama_chat/qwen2.5-coder:14b", the most used first. (Few
 * words a question about anything else would share: "agent", "model", "setup" are in many.) */
export function setupTitle(m: ArticleModel): string {
  if (m.failures?.length) return `Errors the sessions hit: ${cutTitle(m.failures[0].error, 60)}${m.failures.length > 1 ? ` (and ${m.failures.length - 1} more)` : ''}`;
  const rows = m.setup ?? [];
  const more = rows.length > 1 ? ` (and ${rows.length - 1} more)` : '';
  return `Sessions ran on ${cutTitle(rows[0] ? setupName(rows[0]) : '', 80)}${more}`;
}

/** "Aider 0.86.1 with ollama_chat/qwen2.5-coder:14b". */
export function setupName(row: SetupRow): string {
  return `${row.agent}${row.version ? ` ${row.version}` : ''}${row.model ? ` with ${row.model}` : ''}`;
}

export function recordTitle(m: ArticleModel): string {
  if (m.slot === 'agent name') return `Agent's name: ${m.value}`;
  if (m.slot === 'person name') return `The person's name: ${m.value}`;
  if (m.slot === 'language') return `Language of the work: ${m.value}`;
  if (m.slot) return `${m.slot[0].toUpperCase()}${m.slot.slice(1)}: ${m.value}`;
  const rule = plain(m.lead.claim.text).replace(LEAD_IN, '').replace(/^[a-z]/, (c) => c.toUpperCase());
  return `Rule: ${cutTitle(rule, 80)}`;
}
