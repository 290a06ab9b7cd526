// A shell line as the simple commands it runs. Several rules read what the agent ran (what changed
// something, what looked something up, what it checked before it explained); each needs the
// commands of "cd /w && gh issue view 103 2>/dev/null | head -50", not the whole line.

/**
 * The simple commands of a shell line, in order: split at `&&`, `||`, `;`, `|` and line ends,
 * without redirections ("2>/dev/null", "> out.txt") and without a loop's keyword ("do echo …").
 */
export function commandParts(line: string): string[] {
  return line
    .split(/&&|\|\||;|\n|\|/)
    .map((p) => p.replace(/\s+\d?>>?\s*\S+|\s+\d>&\d/g, '').trim().replace(/^(?:do|then|else)\s+/, ''))
    // (A loop's or branch's keyword alone on its line runs nothing.)
    .filter((p) => p && !/^(?:do|then|else|done|fi)$/.test(p));
}
