// Value propagation across a run: a value one session showed to be secret (`PASSWORD=hunter2`)
// is removed from every other session that says it bare ("try hunter2"), whichever was read
// first and whether it was read in this run or an earlier one. Sessions are digested in parallel,
// each knowing only the values of earlier runs and its own; afterwards every digest is checked
// for the values learnt in this run, and a digest that holds one (whole, or cut off by a
// shortened quote) is made again from its session with all of them known. A digest whose
// session file is gone is filtered instead. Values found while digesting again are checked the
// same way, until none is new.
import { readFileSync } from 'node:fs';
import type { Diagnostic } from '../schema/session.ts';
import type { Digest } from '../schema/digest.ts';
import { SecretSet } from '../privacy/known.ts';
import { CutValues, redactDeep, redactKnown } from '../privacy/filter.ts';
import type { SecretStore } from '../privacy/store.ts';
import { digestAll } from './digest-pool.ts';
import type { DigestContext, DigestTask } from './digest-file.ts';

export interface PropagateInput {
  /** Digests made in this run, by cache file (replaced in place when made again). */
  fresh: Map<string, Digest>;
  /** Digests of earlier runs. */
  cached: Digest[];
  /** Values learnt in this run: value → kind (added to as digests are made again). */
  learnt: Map<string, string>;
  store: SecretStore;
  ctx: DigestContext;
  /** The session file of a digest, when it can still be read. */
  taskFor(digest: Digest): DigestTask | undefined;
  cacheFileOf(sessionId: string): string;
  diagnostics: Diagnostic[];
}

const MAX_ROUNDS = 3;

/** Does any string of the digest hold one of the values (or the cut-off start of one)? */
function holds(digest: Digest, set: SecretSet, cut: CutValues): boolean {
  let found = false;
  redactDeep(digest, (text) => {
    if (!found && redactKnown(text, [set], cut) !== text) found = true;
    return text;
  });
  return found;
}

/** The forms a value takes in a session file's text: as is, and as a JSON string escapes it. */
function writtenForms(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const ascii = json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return [...new Set([value, json, ascii, json.replace(/\//g, '\\/')])];
}

/** A text file of the session's that says none of the values whole: a cut-off start its digest
 * seems to hold ("…the password" ending a quote, where a value starts "password") is no value cut
 * off, and reading the session again would make the same digest. Files of other kinds (a
 * database) and files that cannot be read are never cleared this way. */
function cannotHold(task: DigestTask, values: readonly [string, string][]): boolean {
  for (const file of [task.file, ...(task.copies ?? [])]) {
    if (!/\.(?:jsonl|json|md)$/i.test(file)) return false;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return false;
    }
    if (values.some(([value]) => writtenForms(value).some((form) => text.includes(form)))) return false;
  }
  return true;
}

/** Cached digests changed by propagation, by cache file (fresh ones are changed in `fresh`). */
export async function propagateSecrets(input: PropagateInput): Promise<Map<string, Digest>> {
  const rewritten = new Map<string, Digest>();
  const known = new SecretSet(input.store.salt);
  for (const s of input.store.secrets) known.addHashed(s);
  let pending = [...input.learnt].filter(([value]) => !known.has(value));
  for (let round = 0; round < MAX_ROUNDS && pending.length > 0; round++) {
    const set = new SecretSet(input.store.salt);
    for (const [value, kind] of pending) set.addValue(value, kind);
    const cut = new CutValues(pending);
    const all: { file: string; digest: Digest }[] = [
      ...[...input.fresh].map(([file, digest]) => ({ file, digest })),
      ...input.cached.map((digest) => ({ file: input.cacheFileOf(digest.session.id), digest: rewritten.get(input.cacheFileOf(digest.session.id)) ?? digest })),
    ];
    const again: { file: string; sessionId: string; task: DigestTask }[] = [];
    const none = new CutValues([]);
    for (const { file, digest } of all) {
      if (!holds(digest, set, cut)) continue;
      const task = input.taskFor(digest);
      // (Only the start of a value, and its session never says one whole: nothing to remove.)
      if (task && !holds(digest, set, none) && cannotHold(task, pending)) continue;
      if (task) again.push({ file, sessionId: digest.session.id, task });
      else {
        const filtered = redactDeep(digest, (text) => redactKnown(text, [set], cut));
        if (input.fresh.has(file)) input.fresh.set(file, filtered);
        else rewritten.set(file, filtered);
      }
    }
    if (again.length === 0) break;
    const before = new Set(input.learnt.keys());
    const ctx: DigestContext = { ...input.ctx, known: { ...input.ctx.known!, values: [...input.learnt] } };
    await digestAll(
      again.map((a) => a.task),
      ctx,
      (i, { outcomes, diagnostics }) => {
        // (A file may hold several sessions, an Aider history one per run: this digest is one of them.)
        const outcome = outcomes.find((o) => o.sessionId === again[i].sessionId);
        if (outcome?.kind !== 'digest') {
          input.diagnostics.push(...diagnostics);
          return;
        }
        for (const [value, kind] of outcome.learnt) if (!input.learnt.has(value)) input.learnt.set(value, kind);
        const { file } = again[i];
        if (input.fresh.has(file)) input.fresh.set(file, outcome.digest);
        else rewritten.set(file, outcome.digest);
      },
    );
    pending = [...input.learnt].filter(([value]) => !before.has(value));
  }
  return rewritten;
}
