// Some routes (the agent endpoints: context.json, llms.txt, articles/<id>.md) are written by
// another part of Lore. Pages link to them only once they exist, so no build ships a dead link.
import { existsSync } from 'node:fs';
import path from 'node:path';

const known = new Map<string, boolean>();

/** Whether `src/pages/<file>` exists in this project. */
export function hasRoute(file: string): boolean {
  let exists = known.get(file);
  if (exists === undefined) {
    exists = existsSync(path.join(process.cwd(), 'src', 'pages', file));
    known.set(file, exists);
  }
  return exists;
}
