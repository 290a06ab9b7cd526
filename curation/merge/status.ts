// What no longer holds. A claim is retired when a later claim corrects it (the agent: "actually…"),
// the person rejects it ("no, 170"), or a later claim of the same subject gives its slot another
// value ("3 预设位" then "4 预设位"). Each retirement names what replaced it, so the article can
// say what changed and cite both.
import type { ClaimRef, Retirement, Subject, Thread } from './model.ts';
import { firstAt, phrasesIn, says } from '../lang/index.ts';
import { entitiesOf, quantitiesOf } from '../text/entities.ts';
import { shapeOf } from '../text/changes.ts';
import { terms } from '../text/terms.ts';
import { memoize } from '../lib/memo.ts';
import { isQuestion, plain } from '../claims/features.ts';
import { termSimilarity } from '../text/similarity.ts';

export const STATUS = {
  /** Only values this short compare as the value of a slot (longer ones are prose). */
  maxValue: 48,
  /** Values alike above this are one value said twice. */
  sameValue: 0.5,
  /** Claims below this salience retire nothing by their slot. */
  minSalience: 0.4,
  /** How many earlier statements of an old value a named change retires. */
  maxChangeTargets: 2,
  /** A diagnosis opens with its cue within this many characters ("So the problem is…"). */
  causeOpening: 30,
  /** Diagnoses alike above this are one diagnosis said twice. */
  sameDiagnosis: 0.6,
  /** Statements alike above this, with other figures, are one statement said again with new figures. */
  restated: 0.7,
  /** Longer statements are passages (an outline, a listing), compared by other means. */
  restatedLength: 240,
} as const;

function sameValue(a: string, b: string): boolean {
  const n = (s: string) => plain(s).toLowerCase().replace(/[^\p{L}\p{N}.%]+/gu, '');
  return n(a) === n(b);
}

/** Retirements from explicit relations: corrections and rejections, by claim id. */
export function relationRetirements(refs: ClaimRef[], byId: Map<string, ClaimRef>): Retirement[] {
  const out: Retirement[] = [];
  for (const by of refs) {
    const rel = by.claim.relation;
    if (rel !== 'corrects' && rel !== 'rejects' && rel !== 'disproves') continue;
    for (const t of by.claim.targets) {
      const target = byId.get(`${by.digest.session.id}#${t}`);
      // A disproval ("it still crashes") takes back a claim of success, not a choice: the work goes
      // on under the same subject, so it is History there, not a superseded article of its own.
      if (target) out.push({ claim: target, by, cause: rel === 'corrects' ? 'corrected' : rel === 'rejects' ? 'rejected' : 'disproved', explicit: rel !== 'disproves' });
    }
  }
  return out;
}

/** Retirements within a subject: a later value of the same slot replaces the earlier. */
export function slotRetirements(subject: Subject): Retirement[] {
  const out: Retirement[] = [];
  const bySlot = new Map<string, ClaimRef[]>();
  for (const c of subject.claims) {
    const { slot, value } = c.claim;
    if (!slot || !value || c.claim.speaker === 'person' || value.length > STATUS.maxValue || c.claim.salience < STATUS.minSalience) continue;
    (bySlot.get(slot) ?? bySlot.set(slot, []).get(slot)!).push(c);
  }
  for (const list of bySlot.values()) {
    list.sort((a, b) => a.claim.time.localeCompare(b.claim.time));
    for (let i = 0; i + 1 < list.length; i++) {
      const [a, b] = [list[i], list[i + 1]];
      if (a.digest === b.digest && a.claim.exchange === b.claim.exchange) continue;
      if (sameValue(a.claim.value!, b.claim.value!) || termSimilarity(a.claim.value!, b.claim.value!) >= STATUS.sameValue) continue;
      out.push({ claim: a, by: b, cause: 'changed', explicit: false });
    }
  }
  return out;
}

const lower = memoize((text: string) => text.toLowerCase(), 100_000);
const has = (text: string, value: string) => lower(text).includes(lower(value));

function namedKeys(text: string): Set<string> {
  return new Set([...entitiesOf(text).map((e) => e.key), ...quantitiesOf(text).map((q) => q.value)]);
}

/** The request names something the new statement has and the old one had not. */
export function newlyNamed(request: string, now: string, before: string): boolean {
  const was = namedKeys(before);
  const is = namedKeys(now);
  return [...namedKeys(request)].some((k) => is.has(k) && !was.has(k));
}

/** The person asked for the change in the exchange that made it: a change worth its own article.
 * (A value the agent tuned on its own, a learning rate or a retry count, is History.) */
function personAsked(by: ClaimRef, retired?: ClaimRef): boolean {
  const ex = by.exchange;
  if (ex.speaker !== 'person' || !ex.request) return false;
  const r = ex.request;
  if (by.claim.value && has(r, by.claim.value)) return true;
  // The request names what the change brought and the retired claim lacked ("check first for the
  // env MONGODB_DATABASE_NAME", "increase the presets to 4").
  if (retired && newlyNamed(r, by.claim.text, retired.claim.text)) return true;
  return says('change', r) || says('overrule', r) || says('cancel', r) || says('disprove', r) || says('decide', r);
}

/** A statement that names the old value ("from 150 to 250", "3 预设位 → 4 预设位") retires the latest
 * earlier claims of its project that state the old value and not the new. */
export function changeRetirements(refs: ClaimRef[]): Retirement[] {
  const out: Retirement[] = [];
  const byProject = new Map<string, ClaimRef[]>();
  for (const r of refs) (byProject.get(r.project) ?? byProject.set(r.project, []).get(r.project)!).push(r);
  for (const list of byProject.values()) {
    list.sort((a, b) => a.claim.time.localeCompare(b.claim.time));
    list.forEach((by, i) => {
      const { previous, value } = by.claim;
      if (!previous || !value || previous.length < 2) return;
      const earlier = list
        .slice(0, i)
        // (The person's own decision is retired by the person's own change of it, not by the agent's.)
        .filter((c) => c.exchange !== by.exchange && (c.claim.speaker !== 'person' || (by.claim.speaker === 'person' && c.claim.kind === 'decision')) && has(c.claim.text, previous) && !has(c.claim.text, value))
        .slice(-STATUS.maxChangeTargets);
      // (A change the agent only proposes, "you could rename 'system' → 'stock'", changes nothing yet.)
      const text = plain(by.claim.text);
      if (by.claim.speaker === 'agent' && says('recommend', text)) return;
      const done = says('done', text) || says('change', text);
      for (const c of earlier) out.push({ claim: c, by, cause: 'changed', explicit: by.claim.speaker === 'person' || personAsked(by, c) || (done && namedSwitch(previous, value)) });
    });
  }
  return out;
}

/** One named thing for another ("Django ORM" → "SQLAlchemy"), not a number tuned. */
function namedSwitch(from: string, to: string): boolean {
  const named = (v: string) => /\p{L}/u.test(v) && !/^[\d.,\s%]+\p{L}{0,4}$/u.test(v);
  return named(from) && named(to);
}

/** The person asks for a new value without naming the old ("改成170", "make it 8080"): it retires
 * the latest value of the same kind the answers before gave. */
export function valueRetirements(threads: Thread[]): Retirement[] {
  const out: Retirement[] = [];
  for (const t of threads) {
    const claims = [...t.claims].sort((a, b) => a.claim.time.localeCompare(b.claim.time));
    claims.forEach((by, i) => {
      const { value, previous } = by.claim;
      if (by.claim.speaker !== 'person' || by.claim.rule !== 'person-change' || !value || previous) return;
      const shape = shapeOf(value);
      // A new place for a file: the latest claim naming a file of the same kind (extension) elsewhere.
      const ext = /\.(\w{1,6})$/.exec(value)?.[1]?.toLowerCase();
      const samePlaceKind = (c: ClaimRef) =>
        Boolean(ext) && by.claim.slot === 'location' && entitiesOf(c.claim.text).some((e) => (e.kind === 'path' || e.kind === 'code') && e.surface.toLowerCase().endsWith(`.${ext}`) && !has(e.surface, value) && !has(value, e.surface));
      const target = claims
        .slice(0, i)
        .findLast((c) => c.claim.speaker === 'agent' && ((c.claim.value && shapeOf(c.claim.value) === shape && c.claim.value !== value) || samePlaceKind(c)));
      if (target) out.push({ claim: target, by, cause: 'changed', explicit: true });
    });
  }
  return out;
}

/** The file is one of these (written or deleted by an exchange), by its path's tail. */
function writtenIn(files: readonly string[], surface: string): boolean {
  const tail = surface.replace(/\\/g, '/').replace(/^\.?\//, '').toLowerCase();
  return tail.length > 0 && files.some((f) => { const g = f.replace(/\\/g, '/').toLowerCase(); return g === tail || g.endsWith(`/${tail}`); });
}

/** A named thing removed ("ollama rm deepseek-r1:7b", "旧Express服务器を廃止", "deleted old_script.py"):
 * earlier claims of the project that state it, as if it still were, no longer hold. */
export function removalRetirements(refs: ClaimRef[]): Retirement[] {
  const out: Retirement[] = [];
  const byProject = new Map<string, ClaimRef[]>();
  for (const r of refs) (byProject.get(r.project) ?? byProject.set(r.project, []).get(r.project)!).push(r);
  for (const list of byProject.values()) {
    list.sort((a, b) => a.claim.time.localeCompare(b.claim.time));
    list.forEach((by, i) => {
      // Removed, not "remove it if present": a command that ran, or a statement that it was done.
      const text = plain(by.claim.text);
      if (by.claim.speaker === 'person' || !says('remove', text) || !(by.claim.rule === 'commands' || says('done', text))) return;
      // Only things with a name of their own: a version, an id, a file (digits, dots, colons, slashes).
      // A file the same exchange wrote and did not delete is where things were removed, not what was.
      const kept = (surface: string) => writtenIn(by.exchange.files, surface) && !writtenIn(by.exchange.deleted, surface);
      const things = entitiesOf(by.claim.text).filter((e) => e.kind !== 'name' && /[\d.:/]/.test(e.surface) && e.surface.length >= 4 && !kept(e.surface));
      for (const e of things) {
        const earlier = list.slice(0, i).filter((c) => c.exchange !== by.exchange && c.claim.speaker !== 'person' && has(c.claim.text, e.surface) && !says('remove', plain(c.claim.text)));
        for (const c of earlier.slice(-STATUS.maxChangeTargets)) {
          out.push({ claim: c, by, cause: 'removed', explicit: personAsked(by) });
        }
      }
    });
  }
  return out;
}

/** A file put elsewhere: a later claim names the same file name under another folder (the person
 * asks for it, or the agent reports a change): claims of the old place no longer hold. */
export function relocationRetirements(threads: Thread[]): Retirement[] {
  const out: Retirement[] = [];
  const pathsOf = (text: string) => entitiesOf(text).filter((e) => e.kind === 'path' || e.kind === 'code').map((e) => e.surface.replace(/[\\]/g, '/')).filter((p) => /\/.+\.\w+$/.test(p));
  const base = (p: string) => p.split('/').pop()!.toLowerCase();
  for (const t of threads) {
    const claims = [...t.claims].sort((a, b) => a.claim.time.localeCompare(b.claim.time));
    // (Each claim's paths once, not once per pair.)
    const paths = claims.map((c) => pathsOf(c.claim.text));
    claims.forEach((by, i) => {
      if (!paths[i].length || (by.claim.speaker !== 'person' && !says('change', plain(by.claim.text)))) return;
      for (const p2 of paths[i]) {
        let target: ClaimRef | undefined;
        for (let k = i - 1; k >= 0 && !target; k--) {
          const c = claims[k];
          if (c.claim.speaker !== 'person' && paths[k].some((p1) => base(p1) === base(p2) && !p1.toLowerCase().endsWith(p2.toLowerCase().replace(/^~\//, '')) && !has(c.claim.text, p2))) target = c;
        }
        if (target) {
          out.push({ claim: target, by, cause: 'changed', explicit: by.claim.speaker === 'person' || personAsked(by, target) });
          break;
        }
      }
    });
  }
  return out;
}

/** One value swapped for another of its kind within a thread ("Ctrl+M" … "Updated to Alt+M"): a
 * later statement that reports a change names a thing whose shape an earlier claim's thing has. */
export function switchRetirements(threads: Thread[]): Retirement[] {
  const out: Retirement[] = [];
  for (const t of threads) {
    const claims = [...t.claims].filter((c) => c.claim.speaker === 'agent').sort((a, b) => a.claim.time.localeCompare(b.claim.time));
    claims.forEach((by, i) => {
      if (by.claim.previous || !says('change', plain(by.claim.text))) return;
      const mine = entitiesOf(by.claim.text).filter((e) => e.kind === 'code' || e.kind === 'version' || e.kind === 'ident');
      for (const e of mine) {
        const shape = shapeOf(e.surface);
        // (A shape of letters and digits alone, "a0", fits too many things: "M7" and "X11".)
        if (!/[^a0 ]/.test(shape)) continue;
        const target = claims
          .slice(0, i)
          .filter((c) => c.exchange !== by.exchange || c.claim.exchange !== by.claim.exchange)
          .findLast((c) => !has(c.claim.text, e.surface) && entitiesOf(c.claim.text).some((x) => shapeOf(x.surface) === shape && !has(by.claim.text, x.surface)));
        if (target) {
          out.push({ claim: target, by, cause: 'changed', explicit: personAsked(by, target) });
          break;
        }
      }
    });
  }
  return out;
}

/** The text says a problem was put right: not asked ("is it fixed?") nor denied ("not fixed yet",
 * "no está resuelto"). */
function reportsFix(text: string): boolean {
  const at = firstAt('fixed', text);
  if (at < 0 || isQuestion(text)) return false;
  const negation = firstAt('negate', text.slice(Math.max(0, at - 12), at));
  return negation < 0;
}

/** A problem put right later in the thread ("the loss went NaN" … "fixed: AMP off, clean run") is
 * no limitation any more: it goes to History. */
export function fixRetirements(threads: Thread[]): Retirement[] {
  const out: Retirement[] = [];
  for (const t of threads) {
    const claims = [...t.claims].sort((a, b) => a.claim.time.localeCompare(b.claim.time));
    claims.forEach((by, i) => {
      if (by.claim.speaker !== 'agent' || !reportsFix(plain(by.claim.text))) return;
      for (const c of claims.slice(0, i)) {
        if (c.claim.kind !== 'limitation' || c.exchange === by.exchange) continue;
        const shared = entitiesOf(c.claim.text).some((e) => has(by.claim.text, e.surface)) || overlapTerms(c.claim.text, by.claim.text) >= 2;
        if (shared) out.push({ claim: c, by, cause: 'fixed', explicit: false });
      }
    });
  }
  return out;
}

function overlapTerms(a: string, b: string): number {
  const x = new Set(terms(a));
  let n = 0;
  for (const t of new Set(terms(b))) if (x.has(t)) n++;
  return n;
}

/** The words a diagnosis blames, without those that say it is one ("the problem is", "проблема в том"). */
function blames(text: string): string[] {
  const opener = new Set(terms(phrasesIn('cause', plain(text)).join(' ')));
  return terms(text).filter((t) => !opener.has(t) && [...t].length >= 4);
}

/** Two diagnoses are of one problem when the later says the earlier was wrong ("actually…"), or
 * when, between them in one session, the person said it still fails: else debugging has moved on
 * to the next problem, and each diagnosis stands for its own. */
function sameProblem(a: ClaimRef, b: ClaimRef): boolean {
  const later = plain(b.claim.text);
  if (says('correct', later)) return true;
  // "The problem is not the credentials but the wiki": the later names what the earlier blamed, and denies it.
  if (says('negate', later)) {
    const blamed = new Set(blames(later));
    if (blames(a.claim.text).some((t) => blamed.has(t))) return true;
  }
  if (a.digest !== b.digest) return false;
  return b.digest.exchanges.some((ex) => ex.index > a.exchange.index && ex.index <= b.exchange.index && ex.speaker === 'person' && says('disprove', ex.request));
}

/** A diagnosis replaced by a later one of the same problem ("the problem is the credentials", then
 * "the problem is not the credentials but the wiki's collaborators"): within a subject, the agent's
 * diagnosis retires the one before it when they differ and speak of one problem (`sameProblem`). */
export function diagnosisRetirements(subject: Subject): Retirement[] {
  const opensWithCause = (text: string) => {
    const at = firstAt('cause', plain(text));
    return at >= 0 && at <= STATUS.causeOpening;
  };
  const diagnoses = subject.claims
    .filter((c) => c.claim.speaker === 'agent' && c.claim.salience >= STATUS.minSalience && opensWithCause(c.claim.text))
    .sort((a, b) => a.claim.time.localeCompare(b.claim.time));
  const out: Retirement[] = [];
  for (let i = 0; i + 1 < diagnoses.length; i++) {
    const [a, b] = [diagnoses[i], diagnoses[i + 1]];
    if (a.exchange === b.exchange || termSimilarity(a.claim.text, b.claim.text) >= STATUS.sameDiagnosis) continue;
    if (!sameProblem(a, b)) continue;
    out.push({ claim: a, by: b, cause: 'corrected', explicit: false });
  }
  return out;
}

/** The same statement said again with other figures ("patrols 3 presets", later "patrols 4
 * presets"): within a subject, the later figures replace the earlier. */
export function restatementRetirements(subject: Subject): Retirement[] {
  // (Only a statement's own figures: not a file's line numbers, an outline's numbering or a list
  // of many, which say where and how much was written, not what holds.)
  // Quantities only ("18 people", "0.2"), not the digits of an id ("US1", "T035"); and the same
  // named things on both sides, or they are two items of a list, not one statement said again.
  const valuesOf = (text: string) => quantitiesOf(text.replace(/:\d+(?:[-:]\d+)*\b/g, '').replace(/^\s*(?:\*\*)?[\w.-]*\d+[.)]\s/u, '')).map((q) => `${q.value}${q.unit}`).sort().join('|');
  const namesOf = (text: string) => [...new Set(entitiesOf(text).map((e) => e.key).filter((k) => !/\d/.test(k)))].sort().join('|');
  // (Each claim's figures and names are read once: every pair is compared.)
  const stated = subject.claims
    .filter((c) => c.claim.speaker === 'agent' && c.claim.stance === 'stated' && c.claim.salience >= STATUS.minSalience && c.claim.text.length <= STATUS.restatedLength)
    .map((c) => ({ c, values: valuesOf(c.claim.text), names: namesOf(c.claim.text) }))
    .filter((x) => x.values !== '')
    .sort((a, b) => a.c.claim.time.localeCompare(b.c.claim.time));
  const out: Retirement[] = [];
  for (let j = 1; j < stated.length; j++) {
    const by = stated[j];
    const earlier = stated.slice(0, j).findLast((x) => x.c.exchange !== by.c.exchange && x.values !== by.values && x.names === by.names && termSimilarity(x.c.claim.text, by.c.claim.text) >= STATUS.restated);
    if (earlier) out.push({ claim: earlier.c, by: by.c, cause: 'changed', explicit: personAsked(by.c, earlier.c) });
  }
  return out;
}
