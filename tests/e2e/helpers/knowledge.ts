// The knowledge the site was built from, read the way curation reads it, so tests derive what
// to expect (which article is superseded, how many are disputed…) instead of hard-coding it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadKnowledge } from '../../../curation/store/load.ts';
import type { Article } from '../../../curation/schema/article.ts';

export interface Knowledge {
  articles: Article[];
  byId: Map<string, Article>;
  runs: Array<{ session: string; started: string }>;
}

const cache = new Map<string, Knowledge>();

export function readKnowledge(dir: string): Knowledge {
  let k = cache.get(dir);
  if (k) return k;
  const { articles } = loadKnowledge(dir);
  const runsFile = path.join(dir, '_runs.json');
  const runs = existsSync(runsFile) ? JSON.parse(readFileSync(runsFile, 'utf8')) : [];
  k = { articles, byId: new Map(articles.map((a) => [a.id, a])), runs };
  cache.set(dir, k);
  return k;
}
