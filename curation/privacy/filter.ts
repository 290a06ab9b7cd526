// The last filter: every string of a structure (a digest, the run summaries) with the values known
// to be secret removed, wherever they are and however they were cut. Extraction shortens quotes
// ("…velvet-maple-pi …"), so a value learnt after a digest was made may sit in it cut off: a
// start of a known value of at least CUT_PREFIX characters that runs into `…`, `...` or the end
// of a string goes too.
import type { Span } from './detectors.ts';
import type { SecretSet } from './known.ts';
import { applySpans, resolveSpans } from './redact.ts';

const CUT_PREFIX = 8;

/** Spans of known values, and of the cut-off starts of `values` (clear values of this run). */
function knownSpans(text: string, sets: readonly SecretSet[], values: readonly [string, string][]): Span[] {
  const spans: Span[] = [];
  for (const set of sets) set.find(text, spans);
  for (const [value, kind] of values) {
    if (value.length <= CUT_PREFIX) continue;
    const head = value.slice(0, CUT_PREFIX);
    for (let at = text.indexOf(head); at !== -1; at = text.indexOf(head, at + 1)) {
      let k = CUT_PREFIX;
      while (k < value.length && at + k < text.length && text[at + k] === value[k]) k++;
      if (k === value.length) continue; // whole: the sets find it
      const rest = text.slice(at + k, at + k + 3);
      if (at + k === text.length || rest.startsWith('…') || rest === '...') spans.push({ start: at, end: at + k, kind, priority: 1 });
    }
  }
  return spans;
}

/** The text with every known value (and cut-off start of one) redacted; the same string when none. */
export function redactKnown(text: string, sets: readonly SecretSet[], values: readonly [string, string][] = []): string {
  const spans = knownSpans(text, sets, values);
  return spans.length ? applySpans(text, resolveSpans(spans)).text : text;
}

/** A copy of `value` with every string filtered; the same object when nothing changed. */
export function redactDeep<T>(value: T, filter: (text: string) => string): T {
  if (typeof value === 'string') return filter(value) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const r = redactDeep(v, filter);
      if (r !== v) changed = true;
      return r;
    });
    return (changed ? out : value) as T;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const r = redactDeep(v, filter);
      // (Keys too: a record keyed by a heading holds text.)
      const key = filter(k);
      if (r !== v || key !== k) changed = true;
      out[key] = r;
    }
    return (changed ? out : value) as T;
  }
  return value;
}
