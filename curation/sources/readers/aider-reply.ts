// The prose of an Aider reply. The model's edits sit inline: a file's path on a line of its own,
// then the whole file or SEARCH/REPLACE blocks in a fence (or, from models that forget the fence,
// bare). The code is evidence, never prose: a bare edit block is fenced here so the builder cuts
// it out like any fenced block, and the path line above a fence, which says nothing once the
// code is gone, is dropped (the files edited come from aider's "Applied edit to" lines). Reasoning
// is counted and dropped: aider's `<thinking-content-…>` tags, `<think>`-style tags of models
// that reason in the open, and the "► **THINKING**" section aider prints.

const THINK_OPEN = /^\s*<(thinking-content-[0-9a-f]+|think|thinking|reasoning)>\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const SEARCH = /^<{5,9} SEARCH\b/;
const REPLACE = /^>{5,9} REPLACE\b/;
/** A file's path alone on its line, as aider asks models to write it above an edit. */
const PATH_LINE = /^[`*]{0,2}((?:[\w.@~-]+[/\\])*[\w@~-][\w.@~-]*\.[\w-]+|(?:[\w.@~-]+[/\\])+[\w.@~-]+|Dockerfile|Makefile|Procfile|Gemfile|Rakefile)[`*]{0,2}:?\s*$/;

/** A fence no line of `block` can close: one backtick longer than the longest run in it. */
function fenced(block: string[]): string[] {
  const longest = Math.max(3, ...block.map((l) => /^\s*(`+)/.exec(l)?.[1].length ?? 0));
  const fence = '`'.repeat(longest + 1);
  return [fence, ...block, fence];
}

/** Where the SEARCH/REPLACE blocks starting at `i` end: aider reads them by their markers, never
 * by fences (a README in a REPLACE part has fences of its own), and so does this. */
function editBlockEnd(lines: string[], i: number): number {
  let j = i;
  for (;;) {
    while (j < lines.length && !REPLACE.test(lines[j])) j++;
    // (Several blocks for one file may follow in one fence.)
    let k = j + 1;
    while (k < lines.length && !lines[k].trim()) k++;
    if (k < lines.length && SEARCH.test(lines[k])) {
      j = k;
      continue;
    }
    return Math.min(j, lines.length - 1);
  }
}

export function replyProse(lines: string[]): { text: string; thinking: number } {
  const out: string[] = [];
  let thinking = 0;
  let fence: string | undefined;
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const marker = FENCE.exec(line)?.[1];
    // An edit: a fence opening on SEARCH (its path on the line above), or SEARCH bare.
    const fencedEdit = !fence && marker && SEARCH.test(lines[i + 1] ?? '');
    if (fencedEdit || (!fence && SEARCH.test(line))) {
      const from = fencedEdit ? i + 1 : i;
      const end = editBlockEnd(lines, from);
      let next = end + 1;
      // (The fence that closes it, when it was opened by one.)
      if (fencedEdit && next < lines.length && FENCE.exec(lines[next])?.[1] && lines[next].trim() === FENCE.exec(lines[next])![1]) next++;
      if (out.length && PATH_LINE.test(out[out.length - 1].trim())) out.pop();
      out.push(...fenced(lines.slice(from, end + 1)));
      i = next;
      continue;
    }
    if (fence) {
      // Inside a fence everything is code, kept for the builder to cut out whole.
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      out.push(line);
      i++;
      continue;
    }
    const think = THINK_OPEN.exec(line);
    if (think) {
      const close = `</${think[1]}>`;
      let j = i + 1;
      while (j < lines.length && !lines[j].includes(close)) j++;
      thinking++;
      i = j + 1;
      continue;
    }
    if (/^►\s*\*\*THINKING\*\*\s*$/.test(line.trim())) {
      let j = i + 1;
      while (j < lines.length && !/^►\s*\*\*ANSWER\*\*\s*$/.test(lines[j].trim())) j++;
      thinking++;
      // (The rule aider draws under the thinking goes with it.)
      if (out.length && /^-{3,}\s*$/.test(out[out.length - 1])) out.pop();
      i = j + 1;
      continue;
    }
    if (PATH_LINE.test(line.trim()) && FENCE.test(lines[i + 1] ?? '')) {
      i++;
      continue;
    }
    if (marker) fence = marker;
    out.push(line);
    i++;
  }
  return { text: out.join('\n'), thinking };
}
