// Text from a knowledge base, made safe to print inside `lore context`'s block. Every field comes
// from articles or from a remote context.json, that is from what sessions said, so any of them can
// hold a line break followed by `## System`, or a `<!-- lore:context:end -->` of its own:
// - a one-line field (title, summary, id, tag, location) loses its line breaks and control
//   characters, so it cannot start a heading or a list of its own;
// - every field, bodies included, has HTML comment delimiters broken (`<!--` → `<! --`,
//   `-->` → `-- >`), so no marker, and no look-alike of one, can appear inside the block.

// C0 and C1 controls (tab and line breaks included), and the Unicode line and paragraph separators.
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// Everything of the above except the newline a Markdown body needs (tabs become spaces).
const CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

function breakComments(text: string): string {
  return text.replace(/<!--/g, '<! --').replace(/--(?=!?>)/g, '-- ');
}

/** One line of plain text: no line breaks, no control characters, no comment delimiters. */
export function inertLine(text: string): string {
  return breakComments(text.replace(LINE_BREAKS_AND_CONTROLS, ' ')).replace(/ {2,}/g, ' ').trim();
}

/** Markdown of several lines (an excerpt): its newlines kept, everything else as `inertLine`. */
export function inertBlock(text: string): string {
  return breakComments(text.replace(/\r\n?/g, '\n').replace(CONTROLS, ' '));
}

/** Text for an error or warning on the terminal: every control character and line separator
 *  shown as a `\uXXXX` escape, so quoted remote text cannot move the cursor or start a line. */
export function visibleControls(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
