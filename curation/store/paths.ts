// Names of the files curation keeps inside a knowledge directory. The directory is
// self-contained: its state travels with it in git, and two directories never share state.
export const STATE_FILE = '.lore/state.json';
export const CACHE_DIR = '.lore/sessions';
export const PROPOSALS_DIR = '.lore/proposals';
export const LLM_CACHE_DIR = '.lore/llm';
/** What the sessions said on each article's subject beyond the article: for `lore context`. */
export const EVIDENCE_FILE = '.lore/evidence.json';
export const SECRETS_FILE = '.lore/secrets.json';
export const RUNS_FILE = '_runs.json';
/** The topics with their names, for the site. */
export { TOPICS_FILE } from '../schema/topics.ts';
export const INDEX_FILE = '_index.md';
/** Held by the `lore curate` at work on the directory (never committed: `.lore/.gitignore`). */
export const LOCK_FILE = '.lore/curate.lock';
