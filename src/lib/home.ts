// What the home page leads with: the knowledge that holds now and matters most. Pure.
import type { Article } from '../../curation/schema/article.ts';
import { compareByUpdatedDesc, type SiteIndex } from './site-index.ts';

export const HOME_LIMIT = 6;

export interface HomeHighlights {
  /** Current preferences: how the people want things done. */
  preferences: Article[];
  /** Current decisions, newest first (superseded and outdated ones no longer hold). */
  decisions: Article[];
  /** Tasks in progress, then pending. */
  openTasks: Article[];
}

export function homeHighlights(site: SiteIndex): HomeHighlights {
  const holds = (a: Article) => a.data.status === 'current' || a.data.status === 'disputed';
  const preferences = site.articles.filter((a) => a.data.type === 'preference' && holds(a)).sort(compareByUpdatedDesc);
  const decisions = site.articles.filter((a) => a.data.type === 'decision' && holds(a)).sort(compareByUpdatedDesc);
  return { preferences, decisions, openTasks: [...site.tasks.in_progress, ...site.tasks.pending] };
}
