// Maps a schema error's key path (`sources.2.date`) to the line of the file that holds it, so
// `lore check` can say `decisions/x.md:14`. Plain line scanning: good enough for the block YAML
// Lore writes and people usually write, and it never fails (falls back to the nearest key found).
import { escapeRegExp } from '../lib/text.ts';

/** 1-based line in the whole file (frontmatter starts after the opening `---` on line 1). */
export function frontmatterLineOf(text: string, keyPath: ReadonlyArray<PropertyKey>): number {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') return 1;
  let end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (end < 0) end = lines.length;
  let from = 1;
  let indent = -1;
  let best = 1;
  for (const key of keyPath) {
    if (typeof key === 'number') {
      // The key-th sequence item below the current key.
      let count = -1;
      for (let i = from; i < end; i++) {
        const m = /^(\s*)- /.exec(lines[i]);
        const lineIndent = lines[i].search(/\S/);
        if (lineIndent >= 0 && lineIndent <= indent && !m) break;
        if (m && m[1].length > indent - 1) {
          count++;
          if (count === key) {
            from = i;
            best = i + 1;
            indent = m[1].length + 1;
            break;
          }
        }
      }
      continue;
    }
    const pattern = new RegExp(`^(\\s*)(- )?${escapeRegExp(String(key))}\\s*:`);
    for (let i = from; i < end; i++) {
      const m = pattern.exec(lines[i]);
      if (m && m[1].length + (m[2] ? 2 : 0) > indent) {
        from = i + (m[2] ? 0 : 1);
        best = i + 1;
        indent = m[1].length + (m[2] ? 2 : 0);
        break;
      }
    }
  }
  return best;
}
