// A tiny, deterministic YAML writer for the frontmatter Lore writes: scalars, lists of scalars
// and lists of flat objects. Its own so the output never depends on a library's line folding or
// quoting choices: the same article is the same bytes on every machine.

type Scalar = string | number | boolean;
type Value = Scalar | Scalar[] | Record<string, Scalar | undefined>[];

const PLAIN = /^(?:[a-z0-9][a-z0-9-]*|\d{4}-\d{2}-\d{2})$/;
const RESERVED = /^(?:true|false|yes|no|on|off|null|~|y|n)$/i;

function scalar(value: Scalar): string {
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (PLAIN.test(value) && !RESERVED.test(value) && !/^\d+$/.test(value)) return value;
  // JSON strings are valid YAML double-quoted scalars.
  return JSON.stringify(value);
}

export function toYaml(data: Record<string, Value | undefined>): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      lines.push(`${key}: ${scalar(value)}`);
      continue;
    }
    if (!value.length) {
      lines.push(`${key}: []`);
      continue;
    }
    lines.push(`${key}:`);
    for (const item of value) {
      if (typeof item !== 'object') {
        lines.push(`  - ${scalar(item)}`);
        continue;
      }
      const entries = Object.entries(item).filter(([, v]) => v !== undefined) as [string, Scalar][];
      entries.forEach(([k, v], i) => lines.push(`${i === 0 ? '  - ' : '    '}${k}: ${scalar(v)}`));
    }
  }
  return lines.join('\n');
}
