// The typed model merging works on: every claim of every session with where it came from, the
// subjects they are grouped into, and the article each subject becomes. Rendering (render/) is
// the only place this turns into English.
import type { Claim, Exchange } from '../schema/claim.ts';
import type { Digest } from '../schema/digest.ts';
import type { KnowledgeType, Status } from '../schema/article.ts';

/** A claim together with its session and exchange. */
export interface ClaimRef {
  /** `<session>#<index>`: unique across the knowledge base. */
  id: string;
  claim: Claim;
  digest: Digest;
  exchange: Exchange;
  project: string;
}

/** A run of exchanges of one session about one thing. */
export interface Thread {
  key: string;
  project: string;
  digest: Digest;
  exchanges: Exchange[];
  claims: ClaimRef[];
}

/** One subject: threads from one or more sessions about the same thing. */
export interface Subject {
  /** The founding thread's key: stable across runs while that session is curated. */
  key: string;
  project: string;
  threads: Thread[];
  claims: ClaimRef[];
}

/** Why a claim no longer holds, and what replaced it. */
export interface Retirement {
  claim: ClaimRef;
  /** The claim that replaced it (a correction, a rejection, a later value of its slot). */
  by: ClaimRef;
  cause: 'corrected' | 'rejected' | 'disproved' | 'changed' | 'removed' | 'fixed';
  /** The change is shown on both sides (a correction granted, the old value named, one value
   * swapped for another of its kind): the retired state stands as an article of its own. */
  explicit: boolean;
}

/** One agent, version and model the project's sessions ran on, and when. */
export interface SetupRow {
  agent: string;
  version?: string;
  model?: string;
  sessions: number;
  first: string;
  last: string;
}

/** One error the project's sessions hit (an API's quota, a rate limit, a login), and when. */
export interface FailureRow {
  /** The message as the first session gave it, without what varies (request ids). */
  error: string;
  sessions: number;
  /** How many times it came, over all its sessions. */
  times: number;
  /** Sessions it ended without any answer. */
  unanswered: number;
  first: string;
  last: string;
}

/** An article before rendering. */
export interface ArticleModel {
  founder: string;
  project: string;
  title: string;
  type: KnowledgeType;
  status: Status;
  confidence: number;
  /** The claim that leads: the last confirmed outcome. */
  lead: ClaimRef;
  /** What else it says, in the order to tell it. */
  facts: ClaimRef[];
  /** Choices the person made on the subject. */
  decisions: ClaimRef[];
  /** What the agent proposed or recommended, not shown carried out. */
  proposed: ClaimRef[];
  /** What no longer holds, newest last. */
  history: Retirement[];
  /** Every claim it rests on (for sources and dates). */
  claims: ClaimRef[];
  /** Files its work wrote or deleted, for "Files". */
  files: string[];
  /** The founder of the article that replaces it, when superseded. */
  supersededBy?: string;
  supersedes: string[];
  /** Kind of article: a subject, a record of the person's rule or identity, a retired state, or
   * what the session files record of themselves (the setup, or the errors: `setup` or `failures`). */
  form: 'subject' | 'record' | 'retired' | 'setup';
  /** For the setup article: which agents and models the sessions ran on. */
  setup?: SetupRow[];
  /** For the errors article: the errors the sessions hit, most frequent first. */
  failures?: FailureRow[];
  /** For the errors article: how many sessions ended on an error without any answer. */
  failedSessions?: number;
  /** For records: the slot and its value ("agent name" = "Spock"). */
  slot?: string;
  value?: string;
  /** Founders of related articles. */
  related: string[];
  /** Further claims on the subject, not told in the article: kept for retrieval. */
  evidence?: ClaimRef[];
  topic?: string;
}

/** An article that tells only what its form says (a record, a retired state, the setup): the
 * sections a subject fills are empty, and it stands current until said otherwise. */
export function formArticle(m: Pick<ArticleModel, 'founder' | 'project' | 'type' | 'confidence' | 'lead' | 'claims' | 'form'> & Partial<ArticleModel>): ArticleModel {
  return { title: '', status: 'current', facts: [], decisions: [], proposed: [], history: [], files: [], supersedes: [], related: [], ...m };
}
