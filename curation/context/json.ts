// JSON with object keys sorted at every level: the same data always gives the same bytes, so a
// rebuild of an unchanged knowledge base changes nothing in git or on the site.

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}

/** Canonical JSON: sorted keys, `undefined` left out, compact unless `indent` is given, final newline. */
export function canonicalJson(value: unknown, indent?: number): string {
  return `${JSON.stringify(sortKeys(value), null, indent)}\n`;
}
