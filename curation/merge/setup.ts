// Which agents and models a project's sessions ran on: one article per project, from what the
// session files record about themselves (the harness, its version, the model that answered), not
// from anything said in them. A newcomer asks it first ("which model wrote this code?"), and the
// answer is in no transcript's prose.
import type { Digest } from '../schema/digest.ts';
import { agentName } from '../schema/session.ts';
import { fingerprint } from '../text/fingerprint.ts';
import type { ArticleModel, ClaimRef, SetupRow } from './model.ts';
import { formArticle } from './model.ts';

/** The claim a session's record of itself stands for: the model's id (or the agent's version) as the file gives it. */
function setupClaim(d: Digest, project: string): ClaimRef | undefined {
  const exchange = d.exchanges[0];
  const text = d.session.model ?? d.session.agentVersion;
  if (!exchange || !text) return undefined;
  return {
    id: `${d.session.id}#setup`,
    claim: {
      kind: 'fact',
      speaker: 'tool',
      role: 'tool',
      rule: 'setup',
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

/** The setup article of one project, when any of its sessions records a model or a version. */
export function setupOf(project: string, digests: Digest[]): ArticleModel | undefined {
  const rows = new Map<string, SetupRow & { refs: ClaimRef[] }>();
  for (const d of [...digests].sort((a, b) => a.session.started.localeCompare(b.session.started))) {
    const ref = setupClaim(d, project);
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
  // (Cited by the first and the last session of each setup: the list of every session is the runs'.)
  const claims = ordered.flatMap((r) => [...new Set([r.refs[0], r.refs[r.refs.length - 1]])]);
  const lead = ordered[0].refs[ordered[0].refs.length - 1];
  return formArticle({ founder: `setup:${project}`, project, type: 'fact', confidence: 0.9, lead, claims, form: 'setup', setup: ordered.map(({ refs: _refs, ...row }) => row) });
}
