// A short summary that counts nothing takes the counts the answer gave.
import type { Statement } from '../schema/digest.ts';
import { displayWidth, textKey } from '../lib/text.ts';

/**
 * A table's total row leads the summary. Else, a short summary that counts nothing ("The agent ported the Python utility library to Rust.") takes
 * the first figures the answer gave: "…: 5 doctests (one per function); 29 unit tests across all modules".
 */
export function withFigures(summary: string, statements: Statement[]): string {
  // A table's total row is the answer to "how many…", where the summary picked one highlight ("Feb
  // 20 was the most explosive day"): it goes first.
  const total = statements.find((s) => s.source.role === 'assistant' && /^(?:total|totals|overall|grand total|合计|总计|合計)$/i.test(s.key ?? '') && /\d/.test(s.text));
  if (total && !textKey(summary).includes(textKey(total.text).slice(0, 30)) && displayWidth(total.text) + displayWidth(summary) <= 380) return `${total.text.replace(/[.。]$/, '')}. ${summary}`;
  // (A number in a name, "Feature 007", "issue #103", "v2", counts nothing.)
  const counts = (text: string) => /\d/.test(text.replace(/\b[A-Z][\w-]* #?\d+\b|#\d+|\bv\d+(?:\.\d+)*\b/g, ''));
  if (displayWidth(summary) >= 90 || counts(summary)) return summary;
  const figures = statements.filter((s) => s.source.role === 'assistant' && counts(s.text) && displayWidth(s.text) <= 120 && !/[:：]/.test(s.text) && !textKey(summary).includes(textKey(s.text))).slice(0, 3);
  if (!figures.length) return summary;
  // (Without the heading each was listed under, "Coverage & Tests — …": the summary says what they count.)
  return `${summary.replace(/[.。!]+$/, '')}: ${figures.map((f) => f.text.replace(/^[^—:：]{2,40} — /, '').replace(/[.。]$/, '')).join('; ')}.`;
}
