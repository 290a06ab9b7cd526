// Extraction: one session to its digest. Sessions are cut into exchanges (segment/), the claim
// rules of the registry run over them in order (claims/), and each exchange gets the features
// merging groups subjects by. Pure: runs on worker threads; the result is cached per session.
import type { Session } from '../schema/session.ts';
import { DIGEST_VERSION, type Digest } from '../schema/digest.ts';
import { exchangesOf } from '../segment/exchanges.ts';
import { finalizeClaims, runRules } from './claims.ts';
import { exchangeFeatures } from './features.ts';
import { sessionHeader, summarizeRun } from './run.ts';

export function extractSession(session: Session): { digest: Digest } {
  const views = exchangesOf(session);
  const drafts = runRules(views);
  const exchanges = views.map((ex, i) => exchangeFeatures(ex, drafts[i]));
  const claims = finalizeClaims(drafts);
  const header = sessionHeader(session);
  const digest: Digest = {
    version: DIGEST_VERSION,
    hash: '',
    session: {
      id: session.id,
      ...header,
      ...(session.parent ? { parent: session.parent } : {}),
      ...(session.repo ? { repo: session.repo } : {}),
      ...(session.cwd ? { project: session.cwd } : {}),
      ...(session.model ? { model: session.model } : {}),
      ...(session.agent ? { agent: session.agent } : {}),
      ...(session.agentVersion ? { agentVersion: session.agentVersion } : {}),
    },
    exchanges,
    claims,
    run: summarizeRun(session, exchanges),
  };
  return { digest };
}
