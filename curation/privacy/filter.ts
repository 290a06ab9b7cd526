// The last filter: every string of a structure (a digest, the run summaries) with the values known
// to be secret removed, wherever they are and however they were cut. Extraction shortens quotes
// ("…velvet-maple-pi …"), so a value learnt after a digest was made may sit in it cut off: a
// start of a known value of at least CUT_PREFIX characters that runs into `…`, `...` or the end
// of a string goes too.
import type { Span } from './detectors.ts';
import type { SecretSet } from './known.ts';
import { applySpans, resolveSpans } from './redact.ts';

const CUT_PREFIX = 8;

const B = 0x01000193;
// B^(CUT_PREFIX - 1): the weight of the character that leaves the window.
const POW_LAST = (() => {
  let p = 1;
  for (let i = 0; i < CUT_PREFIX - 1; i++) p = Math.imul(p, B);
  return p;
})();

function headHash(s: string, from = 0): number {
  let h = 0;
  for (let i = from; i < from + CUT_PREFIX; i++) h = (Math.imul(h, B) + s.charCodeAt(i)) | 0;
  return h;
}

/** The clear values of a run indexed by the hash of their first CUT_PREFIX characters. */
export class CutValues {
  readonly heads = new Map<number, [string, string][]>();
  constructor(values: readonly [string, string][]) {
    for (const [value, kind] of values) {
      if (value.length <= CUT_PREFIX) continue;
      const h = headHash(value);
      const list = this.heads.get(h);
      if (list) list.push([value, kind]);
      else this.heads.set(h, [[value, kind]]);
    }
  }

  /** Starts of values (at least CUT_PREFIX characters) that run into `…`, `...` or the end of the text. */
  find(text: string, out: Span[]): void {
    if (this.heads.size === 0 || text.length < CUT_PREFIX) return;
    let h = headHash(text);
    for (let at = 0; ; at++) {
      const list = this.heads.get(h);
      if (list) {
        for (const [value, kind] of list) {
          let k = 0;
          while (k < value.length && at + k < text.length && text[at + k] === value[k]) k++;
          if (k < CUT_PREFIX || k === value.length) continue; // not it, or whole (the sets find it)
          const rest = text.slice(at + k, at + k + 3);
          if (at + k === text.length || rest.startsWith('…') || rest === '...') out.push({ start: at, end: at + k, kind, priority: 1 });
        }
      }
      if (at + CUT_PREFIX >= text.length) break;
      // Slide the window one character: drop text[at], take text[at + CUT_PREFIX].
      h = (Math.imul(h - Math.imul(text.charCodeAt(at), POW_LAST), B) + text.charCodeAt(at + CUT_PREFIX)) | 0;
    }
  }
}

/** Spans of known values, and of the cut-off starts of this run's clear values. */
function knownSpans(text: string, sets: readonly SecretSet[], cut?: CutValues): Span[] {
  const spans: Span[] = [];
  for (const set of sets) set.find(text, spans);
  cut?.find(text, spans);
  return spans;
}

/** The text with every known value (and cut-off start of one) redacted; the same string when none. */
export function redactKnown(text: string, sets: readonly SecretSet[], cut?: CutValues): string {
  const spans = knownSpans(text, sets, cut);
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
