// Redaction: every secret in a text becomes `[REDACTED:<kind>]`. The text is scanned once per
// detector that its cheap literal pre-check lets through; the spans found are resolved (the most
// specific detector wins an overlap) and the output is built in a single pass.
import { escapeRegExp } from '../lib/text.ts';
import { DETECTORS, PUBLIC, findCustom, type Detector, type Span } from './detectors.ts';
import type { SecretSet } from './known.ts';

/** Where a secret was and what kind it was; never the secret itself. */
export interface SecretFinding {
  kind: string;
  /** Offset of the secret in the text that was scanned. */
  index: number;
}

export interface RedactResult {
  text: string;
  found: SecretFinding[];
}

// Shorter than the shortest secret any detector accepts: nothing to do.
const MIN_SECRET_TEXT = 6;

// One pass of one regex over the text finds every trigger (the literals a detector's pattern
// cannot match without); only the detectors whose triggers occur then run. Most messages hold
// none, so most patterns never see them.
const ALWAYS = DETECTORS.filter((d) => !d.triggers);
// Triggers of one or two characters (`-`, a line break) occur in almost every text: looked up
// with `includes`, they would otherwise make the one pass stop at every other character.
// `includes` of a text that cannot hold the trigger (Latin-1 text, a CJK trigger) costs nothing.
const SHORT_TRIGGER = 2;
const BY_SHORT = new Map<string, Detector[]>();
const BY_TRIGGER = new Map<string, Detector[]>();
for (const d of DETECTORS) {
  for (const t of d.triggers ?? []) {
    // (Non-Latin-1 triggers too: one of them in the pattern slows the whole pass on Latin-1 text.)
    const map = t.length <= SHORT_TRIGGER || /[^\x00-\xff]/.test(t) ? BY_SHORT : BY_TRIGGER;
    map.set(t, [...(map.get(t) ?? []), d]);
  }
}
const TRIGGERED = new Set([...BY_TRIGGER.values()].flat()).size;
const TRIGGERS = new RegExp(
  [...BY_TRIGGER.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|'),
  'g',
);

function triggered(text: string): Set<Detector> {
  const hit = new Set<Detector>();
  TRIGGERS.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TRIGGERS.exec(text)) !== null) {
    for (const d of BY_TRIGGER.get(m[0])!) hit.add(d);
    // Every detector a long trigger can start has started: the rest of the text changes nothing.
    if (hit.size === TRIGGERED) break;
  }
  for (const [t, detectors] of BY_SHORT) if (text.includes(t)) for (const d of detectors) hit.add(d);
  return hit;
}

function collectSpans(text: string, extra: readonly RegExp[] | undefined, skipGuess = false): Span[] {
  const spans: Span[] = [];
  const hit = triggered(text);
  // Detector order is kept so that equal spans resolve the same way every time.
  for (const detector of DETECTORS) {
    if (skipGuess && detector.kind === 'high-entropy') continue;
    if (hit.has(detector) || ALWAYS.includes(detector)) detector.find(text, spans);
  }
  if (extra && extra.length > 0) findCustom(text, extra, spans);
  return spans;
}

/** Non-overlapping spans in text order: lower priority number first, then earlier, then longer. */
function resolve(spans: Span[]): Span[] {
  if (spans.length <= 1) return spans;
  spans.sort((a, b) => a.priority - b.priority || a.start - b.start || b.end - a.end);
  // `kept` stays sorted and non-overlapping: the one span that could overlap a candidate is the
  // first whose end lies beyond the candidate's start (binary search).
  const kept: Span[] = [];
  for (const span of spans) {
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (kept[mid].end <= span.start) lo = mid + 1;
      else hi = mid;
    }
    if (lo < kept.length && kept[lo].start < span.end) continue;
    kept.splice(lo, 0, span);
  }
  return kept;
}

/** The secrets in `text`, resolved, in text order. `known`: values known to be secret, found bare. */
export function findSecrets(text: string, extra?: readonly RegExp[], known?: readonly SecretSet[]): Span[] {
  if (text.length < MIN_SECRET_TEXT && !known?.length) return [];
  const spans = text.length < MIN_SECRET_TEXT ? [] : collectSpans(text, extra);
  for (const set of known ?? []) set.find(text, spans);
  return resolveSpans(spans);
}

/**
 * The values worth remembering in a text the session keeps no copy of (tool output): every
 * detector but the entropy guess, whose values are not remembered (it finds them again anywhere).
 */
export function findRememberable(text: string, extra?: readonly RegExp[]): Span[] {
  if (text.length < MIN_SECRET_TEXT) return [];
  return resolveSpans(collectSpans(text, extra, true));
}

/** Spans from several sources as one non-overlapping list in text order, public marks dropped. */
export function resolveSpans(spans: Span[]): Span[] {
  return resolve(spans).filter((s) => s.kind !== PUBLIC);
}

/**
 * `text` with every secret replaced by `[REDACTED:<kind>]`. `extra`: the user's own patterns
 * (`privacy.redact` in the config, compiled by `compileExtraPatterns`), kind `custom`; `known`:
 * values known to be secret (known.ts), wherever they occur.
 */
export function redact(text: string, extra?: readonly RegExp[], known?: readonly SecretSet[]): RedactResult {
  return applySpans(text, findSecrets(text, extra, known));
}

/** `text` with the given resolved spans replaced. */
export function applySpans(text: string, spans: readonly Span[]): RedactResult {
  if (spans.length === 0) return { text, found: [] };
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + `[REDACTED:${span.kind}]`;
    at = span.end;
  }
  out += text.slice(at);
  return { text: out, found: spans.map((s) => ({ kind: s.kind, index: s.start })) };
}
