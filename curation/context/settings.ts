// The two settings `lore context` needs from the project's config (where the knowledge is, what it
// is called), remembered beside the knowledge cache. Validating the config means loading zod,
// which costs Node 20 about 80 ms: more than the rest of a cached `lore context` together. The
// config file's size and modification time (and the environment override) say when to read it
// again; a config whose values change while the file does not (computed in a .mjs) is re-read
// with --no-cache.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { locateConfig } from '../config/find.ts';
import { fingerprint } from './cache.ts';

export interface ContextSettings {
  knowledgeDir: string;
  title: string;
}

function stampOf(root: string, file: string | undefined): string {
  const override = process.env.LORE_KNOWLEDGE_DIR ?? '';
  if (!file) return `${root}\tnone\t${override}`;
  const s = statSync(file);
  return `${root}\t${file}\t${s.size}\t${s.mtimeMs}\t${override}`;
}

/** The config's knowledge dir and title; through `cacheDir` when given and still fresh. */
export async function contextSettings(root: string, cacheDir?: string): Promise<ContextSettings> {
  const { file } = locateConfig(root);
  const stamp = stampOf(root, file);
  const cacheFile = cacheDir ? path.join(cacheDir, `settings-${fingerprint(root)}.json`) : undefined;
  if (cacheFile) {
    try {
      const cached = JSON.parse(readFileSync(cacheFile, 'utf8'));
      if (cached.stamp === stamp && typeof cached.knowledgeDir === 'string' && typeof cached.title === 'string') return { knowledgeDir: cached.knowledgeDir, title: cached.title };
    } catch {
      // No cache yet, or an unreadable one: read the config.
    }
  }
  const { loadConfig } = await import('../config/load.ts');
  const config = await loadConfig(root);
  const settings = { knowledgeDir: config.knowledgeDir, title: config.site.title };
  if (cacheFile) {
    try {
      mkdirSync(path.dirname(cacheFile), { recursive: true });
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify({ stamp, ...settings }));
      renameSync(tmp, cacheFile);
    } catch {
      // A cache that cannot be written only costs speed.
    }
  }
  return settings;
}
