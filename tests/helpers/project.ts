// A throw-away Lore project in a temp dir: sessions, a knowledge dir and a config.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveConfig } from '../../curation/config/load.ts';
import type { LoreConfig } from '../../curation/config/schema.ts';

export interface TempProject {
  root: string;
  sessions: string;
  knowledge: string;
  config: LoreConfig;
}

export function tempProject(extra: Record<string, unknown> = {}): TempProject {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lore-test-'));
  const raw = { sessions: ['sessions'], knowledgeDir: 'knowledge', github: { repo: 'acme/widgets' }, ...extra };
  writeFileSync(path.join(root, 'lore.config.mjs'), `export default ${JSON.stringify(raw, null, 2)};\n`);
  const config = resolveConfig(raw, root, 'lore.config.mjs', {});
  return { root, sessions: path.join(root, 'sessions'), knowledge: config.knowledgeDir, config };
}
