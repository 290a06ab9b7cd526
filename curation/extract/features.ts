// What an exchange is about, for grouping exchanges into subjects across sessions: the named
// things it mentions (weighted by where: the request and the documents written weigh most), its
// terms, the answer's headline and headings, the document it wrote.
import type { Exchange } from '../schema/claim.ts';
import type { ExchangeView } from '../segment/exchanges.ts';
import type { ClaimDraft } from '../claims/types.ts';
import { entitiesOf } from '../text/entities.ts';
import { terms } from '../text/terms.ts';
import { fingerprint } from '../text/fingerprint.ts';
import { says } from '../lang/index.ts';
import { isQuestion, plain, startsWithChatter } from '../claims/features.ts';
import { documentTitle } from '../claims/rules/documents.ts';
import { personMessage } from '../claims/person.ts';
import { shorten } from '../lib/text.ts';

const MAX_ENTITIES = 12;
const MAX_TERMS = 30;
/** Answer text read for terms: enough for its gist, not a whole report. */
const ANSWER_CHARS = 1200;

/** A follow-up with no subject of its own: assent, a pick, "continue", "fix it". */
export function continues(message: string): boolean {
  if (!message) return true;
  const content = terms(message);
  if (content.length === 0) return true;
  if (message.length <= 60 && entitiesOf(message).length === 0 && (says('agree', message) || content.length <= 2)) return true;
  return false;
}

export function headlineOf(ex: ExchangeView): string | undefined {
  const u = ex.final?.units.find((x) => x.kind !== 'heading' && !startsWithChatter(x.text) && !isQuestion(x.text) && plain(x.text).length >= 12);
  return u ? shorten(plain(u.text), 200) : undefined;
}

export function exchangeFeatures(ex: ExchangeView, claims: ClaimDraft[]): Exchange {
  const message = personMessage(ex);
  const weights = new Map<string, { surface: string; w: number }>();
  const add = (text: string, w: number) => {
    for (const e of entitiesOf(text)) {
      const x = weights.get(e.key);
      if (x) x.w += w;
      else weights.set(e.key, { surface: e.surface, w });
    }
  };
  add(ex.parts.own, 2);
  // (What the answer names is read from its claims, the statements worth keeping, not its whole text.)
  for (const c of claims) if (c.speaker !== 'tool') add(c.text, 1);
  const docs = ex.tools.filter((t) => t.document && t.ok !== false);
  for (const t of docs) {
    const name = t.document!.file.split(/[\\/]/).pop()!;
    const key = name.toLowerCase();
    const x = weights.get(key);
    if (x) x.w += 3;
    else weights.set(key, { surface: name, w: 3 });
  }
  const written = new Set<string>();
  const deleted = new Set<string>();
  for (const t of ex.tools) {
    if (t.ok === false) continue;
    for (const f of t.filesWritten) (t.filesDeleted?.includes(f) ? deleted : written).add(f);
    for (const f of t.filesDeleted ?? []) {
      deleted.add(f);
      written.delete(f);
    }
  }
  const tf = new Map<string, number>();
  const count = (text: string, w: number) => {
    for (const t of terms(text)) tf.set(t, (tf.get(t) ?? 0) + w);
  };
  count(message, 2);
  if (ex.final) count(plain(ex.final.text.slice(0, ANSWER_CHARS)), 1);
  const doc = docs[docs.length - 1]?.document;
  return {
    index: ex.index,
    time: ex.time,
    end: ex.end,
    ...(ex.prompts[0].line && ex.prompts[0].line > 0 ? { line: ex.prompts[0].line } : {}),
    request: shorten(message, 400),
    promptFp: fingerprint(ex.prompts.map((p) => p.text).join(' ')),
    promptWords: ex.prompts.reduce((n, p) => n + (p.text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0), 0),
    speaker: ex.delegated ? 'agent' : ex.parts.automation ? 'automation' : ex.parts.own ? 'person' : 'pasted',
    continues: continues(message),
    ...(headlineOf(ex) ? { headline: headlineOf(ex) } : {}),
    headings: (ex.final?.units ?? []).filter((u) => u.kind === 'heading').map((u) => u.text).slice(0, 20),
    ...(doc ? { document: { file: doc.file, title: documentTitle(doc.text) } } : {}),
    entities: [...weights].sort((a, b) => b[1].w - a[1].w).slice(0, MAX_ENTITIES).map(([k, v]) => [k, v.surface, Math.round(v.w * 10) / 10] as [string, string, number]),
    terms: [...tf].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_TERMS),
    files: [...written].sort(),
    deleted: [...deleted].sort(),
    // An agent that said nothing but code (Aider writing whole files) answered with the files it wrote.
    outcome: written.size ? 'completed' : !ex.final ? (ex.errors.length ? 'failed' : 'no-reply') : 'answered',
    delegated: ex.delegated,
  };
}
