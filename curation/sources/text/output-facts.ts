// Two things a tool's output says about the repository that no reply may say, and that later
// sessions need to judge earlier articles:
// - the headings of a Markdown file the agent read: the README's heading is "A Drop-In AI Agent"
//   by then, so the naming the agent proposed earlier was adopted;
// - the renames a git log or status reports ("Update and rename THE-IDEA.md to
//   docs/GITCLAW-The-Idea.md"), so an article can say where the file it wrote went.
// Both are small and redacted like everything kept; the rest of the output stays evidence.

/** At most this many headings of one file read. */
export const MAX_HEADINGS = 25;
/** At most this many renames from one output. */
export const MAX_RENAMES = 20;
/** Outputs are read only this far: a README or a git log fits many times over. */
const MAX_SCAN = 200_000;

const MARKDOWN_FILE = /[\w./\\-]+\.(?:md|mdx|markdown)\b/i;
// "cat README.md", "sed -n '1,80p' docs/a.md", "Get-Content README.md": a shell read of a Markdown file.
const SHELL_READ = /\b(?:cat|head|tail|sed|less|more|bat|type|Get-Content|gc)\b[^|;&]*?([\w./\\-]+\.(?:md|mdx|markdown))\b/i;
const GIT = /\bgit\b/;

/** The Markdown file a call read, when it read one: by the read tool, or by a shell command. */
export function markdownFileRead(call: { filesRead: string[]; commands: string[] }): string | undefined {
  // (One file only: the headings of "cat a.md b.md" could be either's.)
  const read = call.filesRead.filter((f) => MARKDOWN_FILE.test(f));
  if (read.length) return read.length === 1 ? read[0] : undefined;
  const shell = call.commands.filter((c) => SHELL_READ.test(c));
  const named = shell.flatMap((c) => c.match(new RegExp(MARKDOWN_FILE.source, 'gi')) ?? []);
  return shell.length === 1 && new Set(named).size === 1 ? SHELL_READ.exec(shell[0])?.[1] : undefined;
}

const HEADING = /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(?:```|~~~)/;

/** A tool's output as lines, as far as it is read, without the line numbers some harnesses prefix ("     3→"). */
function printedLines(output: string): string[] {
  return (output.length > MAX_SCAN ? output.slice(0, MAX_SCAN) : output).split('\n').map((raw) => raw.replace(/^\s*\d+(?:→|\t|: )/, ''));
}

/**
 * The headings of Markdown text as printed by a tool: "# Title" lines, with the line numbers some
 * harnesses prefix ("     3→## Setup") and the decoration people put in headings (emoji, bold)
 * taken off. Undefined when there are none.
 */
export function markdownHeadings(output: string): string[] | undefined {
  const out: string[] = [];
  let fenced = false;
  for (const line of printedLines(output)) {
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) continue;
    const m = HEADING.exec(line);
    if (!m) continue;
    const heading = m[1]
      .replace(/[*_`]+/g, '')
      .replace(/^(?:\p{Extended_Pictographic}|\uFE0F|\u200D|\s)+|(?:\p{Extended_Pictographic}|\uFE0F|\u200D|\s)+$/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (heading.length >= 3 && heading.length <= 120 && !out.includes(heading)) out.push(heading);
    if (out.length >= MAX_HEADINGS) break;
  }
  return out.length ? out : undefined;
}

// The heading over what a document says it is for.
const BRIEF_HEADING = /^(?:tl;?\s?dr|summary|overview|goal|goals|purpose|problem|motivation|why)$/i;

/**
 * What a Markdown document says it is for: the first paragraph under its "TL;DR" (or "Goal",
 * "Summary", "Purpose"…) heading, as printed (line numbers off), at most 400 characters. A plan's
 * TL;DR says why the work is done, which the work's own report rarely does.
 */
export function markdownBrief(output: string): { heading: string; text: string } | undefined {
  const lines = printedLines(output);
  for (let i = 0; i < lines.length; i++) {
    const m = HEADING.exec(lines[i]);
    const heading = m?.[1].replace(/[*_`]+/g, '').trim();
    if (!heading || !BRIEF_HEADING.test(heading)) continue;
    const paragraph: string[] = [];
    for (const line of lines.slice(i + 1)) {
      if (HEADING.test(line) || FENCE.test(line)) break;
      if (!line.trim()) {
        if (paragraph.length) break;
        continue;
      }
      paragraph.push(line.trim());
    }
    const text = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    if (text.length >= 20) return { heading, text: text.length > 400 ? `${text.slice(0, 399).replace(/\s+\S*$/, '')}…` : text };
  }
  return undefined;
}

// "Update and rename A to B", "Rename A to B" (commits made in GitHub's web editor), "renamed: A -> B"
// (git status), "R100	A	B" (git log --name-status), "rename A => B" (git log --stat summary).
const RENAME_LINES: RegExp[] = [
  /\b(?:update and rename|rename|renamed|move|moved)\s+`?([\w./\\-]+\.\w{1,10})`?\s+(?:to|->|→|=>)\s+`?([\w./\\-]+\.\w{1,10})`?/gi,
  /^\s*renamed:\s+(\S+)\s+->\s+(\S+)\s*$/gim,
  /^R\d{0,3}\t(\S+)\t(\S+)\s*$/gm,
];

// "gh repo view", "gh api repos/owner/name --jq …": the repository's own record, not a file of it.
const REPO_RECORD = /\bgh\s+(?:repo\s+view\b(?:\s+([\w.-]+\/[\w.-]+))?|api\s+['"]?(?:\/)?repos\/([\w.-]+\/[\w.-]+)['"]?(?:\s|$))/;

/** The repository's description (its GitHub "About" text) as `gh` printed it, and which repository
 * when the command named it. */
export function repoDescription(call: { commands: string[] }, output: string): { repo?: string; text: string } | undefined {
  const record = call.commands.map((c) => REPO_RECORD.exec(c)).find(Boolean);
  if (!record) return undefined;
  const repo = record[1] ?? record[2];
  const json = /"description"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(output);
  let text: string | undefined;
  if (json) {
    try {
      text = JSON.parse(json[1]) as string;
    } catch {
      text = undefined;
    }
  } else text = /^description:\s*(.+)$/im.exec(output)?.[1];
  text = text?.replace(/\s+/g, ' ').trim();
  return text && text.length >= 20 && text.length <= 400 ? { ...(repo ? { repo } : {}), text } : undefined;
}

/** The renames a git command's output reports, in the order it printed them. */
export function gitRenames(call: { commands: string[] }, output: string): { from: string; to: string }[] | undefined {
  if (!call.commands.some((c) => GIT.test(c))) return undefined;
  const text = output.length > MAX_SCAN ? output.slice(0, MAX_SCAN) : output;
  const found: { at: number; from: string; to: string }[] = [];
  for (const re of RENAME_LINES) {
    for (const m of text.matchAll(re)) if (m[1] !== m[2]) found.push({ at: m.index ?? 0, from: m[1], to: m[2] });
  }
  const seen = new Set<string>();
  const out = found
    .sort((a, b) => a.at - b.at)
    .filter((r) => {
      const key = `${r.from}\u0000${r.to}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_RENAMES)
    .map(({ from, to }) => ({ from, to }));
  return out.length ? out : undefined;
}

// A program answering with its help or an unknown-command error instead of doing what was asked:
// "bd vc push" printed "Available Commands: commit merge status" and pushed nothing.
const USAGE = /^\s*(?:usage|USAGE):|\n\s*(?:usage|USAGE):\s|\n(?:Available|Valid) (?:Commands|subcommands):|^(?:error|Error): unknown (?:command|subcommand|flag)|\bunrecognized (?:command|subcommand|arguments?)\b|\bis not a [\w-]+ command\b|\bUnknown command\b/;

/** The call ran a command whose output was its usage or an unknown-command error: it did nothing. */
export function printedUsage(call: { commands: string[] }, output: string): boolean {
  return call.commands.length > 0 && USAGE.test(output.slice(0, 4000));
}
