// Appends sources to an article a person edited, touching nothing else: the new entries are
// inserted as text at the end of the frontmatter's `sources:` block, so every other byte the
// person wrote stays as it was. When the block is not in a shape this can do safely (flow style,
// no frontmatter), nothing is appended and the proposal beside the article carries the sources.
import type { Source } from '../schema/article.ts';

export function appendSources(text: string, sources: Source[], toYaml: (data: Record<string, never>) => string): string | undefined {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  if (lines[0] !== '---') return undefined;
  const end = lines.findIndex((l, i) => i > 0 && l === '---');
  if (end < 0) return undefined;
  const entries = toYaml({ sources: sources.map((s) => ({ ...s })) } as unknown as Record<string, never>).split('\n').slice(1);
  const start = lines.findIndex((l, i) => i > 0 && i < end && /^sources:\s*(?:\[\s*\])?\s*$/.test(l));
  if (start < 0) {
    // No sources key at all: add one before the closing fence.
    return [...lines.slice(0, end), 'sources:', ...entries, ...lines.slice(end)].join(eol);
  }
  if (/\[\s*\]/.test(lines[start])) lines[start] = 'sources:';
  let last = start;
  for (let i = start + 1; i < end; i++) {
    if (/^\s+\S/.test(lines[i]) || /^-\s/.test(lines[i])) last = i;
    else if (lines[i].trim()) break;
  }
  const indent = /^(\s*)-/.exec(lines[start + 1] ?? '')?.[1] ?? '  ';
  const shifted = entries.map((e) => indent + e.replace(/^ {2}/, ''));
  return [...lines.slice(0, last + 1), ...shifted, ...lines.slice(last + 1)].join(eol);
}
