// The one part of a tool's output that is knowledge: a block the program itself headed as its
// result ("==== RESULT ====", "--- Summary ---", "=== 评测结果 ==="), with the figures under it.
// An evaluation that ran fourteen hours and then failed in its last line leaves its PPL only
// there; the agent's reply says "the run finished and saved its results" and no more.
// Everything else a tool printed stays evidence, counted and never kept.

/** At most this many "name: value" lines of a block are kept. */
export const MAX_RESULT_LINES = 10;
/** Outputs are read only this far: result banners are printed at the end of a run, and an
 * agent's tool output is capped well below this by every harness seen. */
const MAX_SCAN = 200_000;

const RULE = String.raw`[=#*~\-]{3,}`;
// A banner line: rules around a word that says "result" ("=== RESULT ===", "----- Final results -----",
// "## Summary", "==== 结果 ===="). Case-insensitive, so "Results" and "RESULTS" alike.
const BANNER = new RegExp(String.raw`^[ \t]*${RULE}[ \t]*(?:final |overall |eval(?:uation)? |test |benchmark |run )?(?:results?|summary|metrics|scores?|结果|結果|resultados?|ergebnisse?)[ \t]*:?[ \t]*(?:${RULE})?[ \t]*$`, 'gim');
const CLOSING_RULE = /^[ \t]*[=#*~-]{5,}[ \t]*$/;
// "  token-PPL         : 31.11", "accuracy = 0.913", "unified L->R BPB  : 1.0626".
const NAME_VALUE = /^[ \t]*([^\s:=][^:=]{0,48}?)[ \t]*[:=][ \t]*(\S.{0,120})$/;
const PROGRESS = /\[[#=>.\s-]{4,}\]|\(\s*\d+(?:\.\d+)?%\)|\beta[=:]\s*\d/;
// "[unified_lr_bpb] saved -> ./output_eval/…json": where the result went.
const SAVED = /\bsaved\b[^\n]{0,20}?(?:->|→|\bto\b)[ \t]*(\S+)/i;

/**
 * The result block of a tool's output, as "name: value" lines (values with a figure, or where it
 * was saved), or undefined when the output has none. Progress bars, logs and tracebacks around
 * it are not read.
 */
export function resultBlock(output: string): string[] | undefined {
  const text = output.length > MAX_SCAN ? output.slice(-MAX_SCAN) : output;
  let found: string[] | undefined;
  // (The last block wins: a run that prints results per stage prints the final ones last.)
  for (const banner of text.matchAll(BANNER)) {
    // "### Summary" is a Markdown heading, not a banner, unless rules close it too.
    if (/^\s*#/.test(banner[0]) && !/[=#*~-]{3,}\s*$/.test(banner[0].replace(/^\s*#+/, ''))) continue;
    found = blockAfter(text.slice(banner.index + banner[0].length)) ?? found;
  }
  return found;
}

function blockAfter(rest: string): string[] | undefined {
  const lines = rest.split('\n', 40);
  const out: string[] = [];
  let closed = false;
  let blanks = 0;
  for (const raw of lines) {
    const line = raw.replace(/\r$/, '');
    if (CLOSING_RULE.test(line)) {
      // (The block's own closing rule; a second one ends what follows it too.)
      if (closed) break;
      closed = true;
      continue;
    }
    if (!line.trim()) {
      if (++blanks > 1 && out.length) break;
      continue;
    }
    blanks = 0;
    const saved = SAVED.exec(line);
    // Another process's progress bar or log line, printed into the block ("[eval] window=473/473
    // [#####] (100.0%)"), is not part of it.
    if (!saved && (PROGRESS.test(line) || /^\s*\[[\w.-]+\]\s/.test(line))) continue;
    if (saved) {
      out.push(`saved to ${saved[1]}`);
      continue;
    }
    const pair = NAME_VALUE.exec(line);
    // (After the block's closing rule only figures go on: logs and errors come next, and
    // "run_one.sh: line 121: unexpected EOF" is no figure.)
    if (!pair || (closed && !/^[-+]?[\d.]+(?:\s|%|$)/.test(pair[2]))) {
      if (closed || out.length) break;
      continue;
    }
    if (!/\d/.test(pair[2]) && !/\S\s*\S/.test(pair[2].trim())) continue;
    out.push(`${pair[1].trim()}: ${pair[2].trim()}`);
    if (out.length >= MAX_RESULT_LINES) break;
  }
  // A block is figures: one with no number in it is a heading for prose ("## Summary" in a
  // Markdown file the agent printed), not a result.
  return out.some((l) => /\d/.test(l.replace(/^saved to .*/, ''))) ? out : undefined;
}
