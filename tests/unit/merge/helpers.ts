// Crafted digests for the merge passes: exchanges and claims written out as extraction would give
// them, so a pass is tested on exactly the claims it needs (a slot, a value, a relation).
import type { Claim, Exchange } from '../../../curation/schema/claim.ts';
import { DIGEST_VERSION, type Digest } from '../../../curation/schema/digest.ts';
import type { ClaimRef, Subject, Thread } from '../../../curation/merge/model.ts';
import { entitiesOf } from '../../../curation/text/entities.ts';
import { fingerprint } from '../../../curation/text/fingerprint.ts';
import { terms } from '../../../curation/text/terms.ts';

export type ClaimSpec = Partial<Claim> & { text: string };
export interface ExchangeSpec extends Partial<Omit<Exchange, 'index'>> {
  claims?: ClaimSpec[];
}

const HOUR = 3_600_000;

/** A digest of `exchanges`, one hour apart from `start`; claims get their exchange's time. */
export function digest(id: string, exchanges: ExchangeSpec[], options: { start?: string; project?: string; repo?: string; parent?: string } = {}): Digest {
  const t0 = Date.parse(options.start ?? '2026-03-01T10:00:00Z');
  const claims: Claim[] = [];
  const exs: Exchange[] = exchanges.map((spec, index) => {
    const time = spec.time ?? new Date(t0 + index * HOUR).toISOString();
    for (const c of spec.claims ?? []) {
      claims.push({
        kind: 'fact',
        speaker: 'agent',
        role: c.speaker === 'person' ? 'user' : 'assistant',
        rule: c.speaker === 'person' ? 'person-facts' : 'agent-findings',
        exchange: index,
        time,
        salience: 0.6,
        entities: entitiesOf(c.text).map((e) => e.key),
        stance: 'stated',
        fp: fingerprint(c.text),
        targets: [],
        ...c,
      });
    }
    const request = spec.request ?? '';
    const words = [request, ...(spec.claims ?? []).map((c) => c.text)].join(' ');
    const tf = new Map<string, number>();
    for (const t of terms(words)) tf.set(t, (tf.get(t) ?? 0) + 1);
    const { claims: _omit, ...rest } = spec;
    return {
      index,
      time,
      end: new Date(Date.parse(time) + HOUR / 2).toISOString(),
      request,
      promptFp: fingerprint(request || `${id}-${index}`),
      promptWords: request.split(/\s+/).filter(Boolean).length,
      speaker: 'person',
      continues: false,
      headings: [],
      entities: entitiesOf(words).map((e) => [e.key, e.surface, 1] as [string, string, number]),
      terms: [...tf],
      files: [],
      deleted: [],
      outcome: 'answered',
      delegated: false,
      ...rest,
    };
  });
  const started = exs[0]?.time ?? new Date(t0).toISOString();
  return {
    version: DIGEST_VERSION,
    hash: id,
    session: {
      id,
      file: `${id}.jsonl`,
      format: 'pi',
      title: id,
      issues: [],
      started,
      ended: exs.at(-1)?.end ?? started,
      ...(options.project ? { project: options.project } : {}),
      ...(options.repo ? { repo: options.repo } : {}),
      ...(options.parent ? { parent: options.parent } : {}),
    },
    exchanges: exs,
    claims,
    run: {
      session: id,
      file: `${id}.jsonl`,
      format: 'pi',
      title: id,
      issues: [],
      started,
      ended: started,
      asked: '',
      outcome: 'answered',
      outcome_note: '',
      files_changed: [],
      commands: 0,
      tool_calls: 0,
      messages: 0,
      follow_ups: [],
      errors: [],
      error_counts: [],
    },
  };
}

/** Every claim of the digests as the merge sees it, all in one project. */
export function refsOf(digests: Digest[], project = 'p'): ClaimRef[] {
  return digests.flatMap((d) => d.claims.map((claim, i) => ({ id: `${d.session.id}#${i}`, claim, digest: d, exchange: d.exchanges[claim.exchange], project })));
}

/** One thread of a whole digest. */
export function threadOf(d: Digest, refs: ClaimRef[], project = 'p'): Thread {
  return { key: `${d.session.id}#0`, project, digest: d, exchanges: d.exchanges, claims: refs.filter((r) => r.digest === d) };
}

export function subjectOf(threads: Thread[]): Subject {
  return { key: threads[0].key, project: threads[0].project, threads, claims: threads.flatMap((t) => t.claims) };
}

/** [retired claim's text, replacing claim's text, cause, explicit], for compact assertions. */
export function told(rs: { claim: ClaimRef; by: ClaimRef; cause: string; explicit: boolean }[]): [string, string, string, boolean][] {
  return rs.map((r) => [r.claim.claim.text, r.by.claim.text, r.cause, r.explicit]);
}
