// Which agents and models a project's sessions ran on, and the errors they hit: one article per
// project, from what the session files record about themselves (the harness, its version, the
// model that answered, the errors the harness logged), not from anything said in them. A newcomer
// asks it first ("which model wrote this code?", "why did those sessions produce nothing?"), and
// the answer is in no transcript's prose.
import type { Digest } from '../schema/digest.ts';
import { agentName } from '../schema/session.ts';
import { fingerprint } from '../text/fingerprint.ts';
import type { ArticleModel, ClaimRef, FailureRow, SetupRow } from './model.ts';
import { formArticle } from './model.ts';

/** An error of one session recurs when it came this many times in it (a rate limit hit again and again). */
const RECURRING = 3;
/** How many errors the article lists: the rest are in the runs. */
const MAX_FAILURES = 8;
/** How many sessions the errors article and the setup article cite. */
const MAX_ERROR_SOURCES = 40;
const MAX_SETUP_SOURCES = 40;

/** The claim a session's record of itself stands for: the model's id (or the agent's version), or an error, as the file gives it. */
function recordClaim(d: Digest, project: string, text: string | undefined, rule: 'setup' | 'session-error'): ClaimRef | undefined {
  const exchange = d.exchanges[0];
  if (!exchange || !text) return undefined;
  return {
    id: `${d.session.id}#${rule}`,
    claim: {
      kind: rule === 'setup' ? 'fact' : 'event',
      speaker: 'tool',
      role: 'tool',
      rule,
      text,
      exchange: 0,
      time: d.session.started,
      salience: 0.5,
      entities: [],
      stance: 'stated',
      fp: fingerprint(text),
      targets: [],
    },
    digest: d,
    exchange,
    project,
  };
}

/** An error message without the request id every occurrence has its own of, and an API's JSON
 * body told as its status, type and message ('429 rate_limit_error: The engine is overloaded'). */
export function errorText(message: string): string {
  const body = /^(?<pre>[^{]*?)\s*\{.*"message"\s*:\s*"(?<msg>(?:[^"\\]|\\.)*)/su.exec(message);
  if (body?.groups) {
    const type = /"type"\s*:\s*"(?!error")(?<type>[\w.-]+)"/u.exec(message)?.groups?.type;
    const cut = message[body.index + body[0].length] !== '"';
    const msg = body.groups.msg.replace(/\\(["'\\/])/gu, '$1').replace(/[\s…]+$/u, '');
    message = `${body.groups.pre.replace(/\s*\bb['"]$/u, '').trim()} ${type && type !== '<nil>' ? `${type}: ` : ''}${msg}${cut ? '…' : ''}`;
  }
  return message
    .replace(/\s*\(\s*request(?:[ _-]?id\b[^)]*(?:\)|…|$)|\s*…$)/giu, '')
    .replace(/,?\s*"request_id"\s*:\s*"[^"]*"/giu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** What groups one error's occurrences: its text with long numbers and ids blanked ("$0.095794" and "$0.095496" are one error). */
function errorKey(message: string): string {
  return errorText(message).toLowerCase().replace(/\b[0-9a-f]*\d[0-9a-f]{5,}\b|\d{4,}/gu, '#');
}

type Row<T> = T & { refs: ClaimRef[] };

const ends = (r: Row<unknown>) => (r.refs.length ? [...new Set([r.refs[0], r.refs[r.refs.length - 1]])] : []);
const strip = <T>({ refs: _refs, ...row }: Row<T>) => row as T;
const byTime = (digests: Digest[]) => [...digests].sort((a, b) => a.session.started.localeCompare(b.session.started));

/** The setup article of one project, when any of its sessions records a model or a version. */
export function setupOf(project: string, digests: Digest[]): ArticleModel | undefined {
  const rows = new Map<string, Row<SetupRow>>();
  for (const d of byTime(digests)) {
    const ref = recordClaim(d, project, d.session.model ?? d.session.agentVersion, 'setup');
    if (!ref) continue;
    const agent = agentName({ format: d.session.format, ...(d.session.agent ? { agent: d.session.agent } : {}) });
    const { model, agentVersion: version } = d.session;
    const key = `${agent}\u0000${version ?? ''}\u0000${model ?? ''}`;
    const row = rows.get(key) ?? rows.set(key, { agent, ...(version ? { version } : {}), ...(model ? { model } : {}), sessions: 0, first: d.session.started, last: d.session.started, refs: [] }).get(key)!;
    row.sessions++;
    row.last = d.session.started;
    row.refs.push(ref);
  }
  if (!rows.size) return undefined;
  // Most used first; the lead is the latest session of the most used setup.
  const ordered = [...rows.values()].sort((a, b) => b.sessions - a.sessions || b.last.localeCompare(a.last));
  // (Cited by the first and the last session of each setup, then by the others up to a bound, so
  // that a small project's 'from N sessions' is the count the article gives; every session is in the runs.)
  const lead = ordered[0].refs[ordered[0].refs.length - 1];
  const claims = [...new Set([...ordered.flatMap(ends), ...ordered.flatMap((r) => r.refs)])].slice(0, MAX_SETUP_SOURCES);
  return formArticle({ founder: `setup:${project}`, project, type: 'fact', confidence: 0.9, lead, claims, form: 'setup', setup: ordered.map(strip) });
}

/** The article on the errors that recur in a project's sessions, across sessions or again and again
 * in one (an error once is in its run summary). An article of its own: told in the setup article,
 * it drowned the models in it. */
export function failuresOf(project: string, digests: Digest[]): ArticleModel | undefined {
  const ordered = byTime(digests);
  const rows = new Map<string, Row<FailureRow>>();
  for (const d of ordered) {
    const failed = d.run.outcome === 'failed';
    // (Errors that differ only by a request id are one error: their counts add up.)
    const byKey = new Map<string, { error: string; n: number }>();
    d.run.errors.forEach((error, i) => {
      const key = errorKey(error);
      const seen = byKey.get(key) ?? byKey.set(key, { error, n: 0 }).get(key)!;
      seen.n += d.run.error_counts?.[i] ?? 1;
    });
    for (const [key, { error, n }] of byKey) {
      const message = errorText(error);
      const ref = recordClaim(d, project, message, 'session-error');
      if (!ref) continue;
      const row = rows.get(key) ?? rows.set(key, { error: message, sessions: 0, times: 0, unanswered: 0, first: d.session.started, last: d.session.started, refs: [] }).get(key)!;
      row.sessions++;
      row.times += n;
      if (failed) row.unanswered++;
      row.last = d.session.started;
      row.refs.push(ref);
    }
  }
  const kept = [...rows.values()]
    .filter((r) => r.sessions > 1 || r.times >= RECURRING)
    // The error the work kept running into first: in most sessions, then most often; one that
    // left a session without an answer only breaks a tie (the summary tells it apart).
    .sort((a, b) => b.sessions - a.sessions || b.times - a.times || b.unanswered - a.unanswered || b.last.localeCompare(a.last))
    .slice(0, MAX_FAILURES);
  if (!kept.length) return undefined;
  const lead = kept[0].refs[kept[0].refs.length - 1];
  const failedSessions = ordered.filter((d) => d.run.outcome === 'failed' && d.run.errors.length).length;
  // (Cited by every session that hit them, up to a bound: the count the article gives is then the
  // count of its sources, which the site shows.)
  const claims = [...new Map(kept.flatMap((r) => r.refs).map((r) => [r.digest.session.id, r])).values()].slice(0, MAX_ERROR_SOURCES);
  return formArticle({ founder: `errors:${project}`, project, type: 'event', confidence: 0.9, lead, claims, form: 'setup', failures: kept.map(strip), failedSessions });
}
