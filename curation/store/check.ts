// `lore check`: every article against the schema (file, line, what is wrong), plus the links
// between articles that the schema alone cannot see.
import type { Diagnostic } from '../schema/session.ts';
import { articleSchema } from '../schema/article.ts';
import { loadKnowledge } from './load.ts';
import { readTopicsFile } from './topics-file.ts';

const KNOWN_KEYS = new Set(Object.keys(articleSchema.shape));

export interface CheckResult {
  articles: number;
  diagnostics: Diagnostic[];
}

export function checkKnowledge(dir: string): CheckResult {
  const { articles, diagnostics } = loadKnowledge(dir);
  const ids = new Set(articles.map((a) => a.id));
  const out = [...diagnostics, ...readTopicsFile(dir).diagnostics];
  for (const a of articles) {
    const d = a.data;
    const warn = (message: string) => out.push({ file: a.path, level: 'warning', message });
    const fail = (message: string) => out.push({ file: a.path, level: 'error', message });
    if (d.topic !== a.topic && a.path.includes('/')) warn(`topic "${d.topic}" differs from its folder "${a.topic}"`);
    for (const key of Object.keys(d)) if (!KNOWN_KEYS.has(key)) warn(`unknown frontmatter key "${key}" (kept as is)`);
    for (const id of d.related) if (!ids.has(id)) warn(`related: no article with id "${id}"`);
    for (const id of d.supersedes) if (!ids.has(id)) fail(`supersedes: no article with id "${id}"`);
    for (const id of d.disputed_with) if (!ids.has(id)) fail(`disputed_with: no article with id "${id}"`);
    if (d.superseded_by && !ids.has(d.superseded_by)) fail(`superseded_by: no article with id "${d.superseded_by}"`);
    if (d.status === 'superseded' && !d.superseded_by) warn('status is superseded but superseded_by names no successor');
    if (d.status === 'disputed' && !d.disputed_with.length && !/^## Conflict/m.test(a.body)) warn('status is disputed but there is neither disputed_with nor a "## Conflict" section');
    if (d.type === 'action' && !d.task_state) warn('a task (type action) without task_state');
    if (d.created && d.updated && d.updated < d.created) fail(`updated (${d.updated}) is before created (${d.created})`);
  }
  out.sort((x, y) => x.file.localeCompare(y.file) || (x.line ?? 0) - (y.line ?? 0));
  return { articles: articles.length, diagnostics: out };
}
