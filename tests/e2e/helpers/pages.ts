// One page of each type the site has, picked from the knowledge the site was built from.
import type { Knowledge } from './knowledge.ts';
import { safeFileName } from '../../../curation/lib/safe-name.ts';

export function pageTypes(k: Knowledge): Array<{ name: string; path: string }> {
  const pick = (test: (a: Knowledge['articles'][number]) => boolean) => k.articles.find(test);
  const pages: Array<{ name: string; path: string } | undefined> = [
    { name: 'home', path: '' },
    { name: 'topics', path: 'topics/' },
    k.articles[0] && { name: 'topic', path: `topics/${k.articles[0].data.topic}/` },
    k.articles[0] && { name: 'article', path: `articles/${(pick((a) => a.data.status === 'current' && a.data.related.length > 0) ?? k.articles[0]).id}/` },
  ];
  const disputed = pick((a) => a.data.status === 'disputed');
  const superseded = pick((a) => a.data.status === 'superseded');
  const outdated = pick((a) => a.data.status === 'outdated');
  const task = pick((a) => a.data.task_state !== undefined);
  if (disputed) pages.push({ name: 'article-disputed', path: `articles/${disputed.id}/` });
  if (superseded) pages.push({ name: 'article-superseded', path: `articles/${superseded.id}/` });
  if (outdated) pages.push({ name: 'article-outdated', path: `articles/${outdated.id}/` });
  if (task) pages.push({ name: 'article-task', path: `articles/${task.id}/` });
  pages.push({ name: 'timeline', path: 'timeline/' }, { name: 'graph', path: 'graph/' }, { name: 'disputes', path: 'disputes/' }, { name: 'tasks', path: 'tasks/' }, { name: 'runs', path: 'runs/' });
  const cjk = pick((a) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(a.data.title));
  if (cjk) pages.push({ name: 'article-cjk', path: `articles/${cjk.id}/` });
  const uses = new Map<string, number>();
  for (const a of k.articles) for (const t of new Set(a.data.tags)) uses.set(t, (uses.get(t) ?? 0) + 1);
  const shared = [...uses.entries()].filter(([, n]) => n >= 2).sort((x, y) => y[1] - x[1])[0]?.[0];
  if (shared !== undefined) pages.push({ name: 'tags', path: 'tags/' }, { name: 'tag', path: `tags/${safeFileName(shared)}/` });
  if (k.runs[0]) pages.push({ name: 'run', path: `runs/${safeFileName(k.runs[0].session)}/` });
  pages.push({ name: '404', path: 'no-such-page/' });
  return pages.filter((p): p is { name: string; path: string } => !!p);
}
