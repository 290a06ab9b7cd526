// Which file a worker thread runs: Lore's TypeScript in a checkout, where Node strips its types,
// and the compiled copy in build/ once installed (Node strips no types under node_modules, and
// Node 20 none at all). Mirrors bin/lore.mjs.
import { existsSync } from 'node:fs';
import path from 'node:path';

export function workerFile(root: string, source: string): string {
  const compiled = path.join(root, 'build', source.replace(/\.ts$/, '.js'));
  const runsSource = Boolean((process.features as { typescript?: string }).typescript) && existsSync(path.join(root, '.git'));
  return existsSync(compiled) && !runsSource ? compiled : path.join(root, source);
}
