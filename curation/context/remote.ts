// Reads a published `context.json` for `lore context --from`: a site URL, the file's own URL, a
// `file://` URL or a local path (a directory means its context.json). Every failure is one line
// saying what was tried and what went wrong.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTEXT_VERSION, contextJsonSchema, type ContextJson } from '../schema/context.ts';

export class ContextSourceError extends Error {
  override name = 'ContextSourceError';
}

const FETCH_TIMEOUT_MS = 15_000;

/** Where the context.json of `from` is: an http(s) URL or an absolute local path. */
export async function resolveContextLocation(from: string, cwd = process.cwd()): Promise<{ kind: 'url' | 'file'; where: string }> {
  if (/^https?:\/\//i.test(from)) {
    const url = new URL(from);
    if (!/\.json$/i.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/?$/, '/')}context.json`;
    return { kind: 'url', where: url.href };
  }
  let file = /^file:/i.test(from) ? fileURLToPath(from) : path.resolve(cwd, from);
  try {
    if ((await stat(file)).isDirectory()) file = path.join(file, 'context.json');
  } catch {
    // Reported when read.
  }
  return { kind: 'file', where: file };
}

async function readText(kind: 'url' | 'file', where: string): Promise<string> {
  if (kind === 'file') {
    try {
      return await readFile(where, 'utf8');
    } catch (error) {
      throw new ContextSourceError(`Cannot read ${where}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  let response: Response;
  try {
    response = await fetch(where, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    throw new ContextSourceError(`Cannot fetch ${where}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
  }
  if (!response.ok) throw new ContextSourceError(`Cannot fetch ${where}: HTTP ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/** Parses and validates the text of a context.json. */
export function parseContextJson(text: string, where: string): ContextJson {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ContextSourceError(`${where} is not JSON: ${(error as Error).message}`);
  }
  const version = (raw as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > CONTEXT_VERSION) {
    throw new ContextSourceError(`${where} is context.json version ${version}; this Lore reads version ${CONTEXT_VERSION}. Update Lore.`);
  }
  const parsed = contextJsonSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `  ${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
    const more = parsed.error.issues.length > 5 ? `\n  …and ${parsed.error.issues.length - 5} more` : '';
    throw new ContextSourceError(`${where} is not a Lore context.json:\n${issues.join('\n')}${more}`);
  }
  return parsed.data;
}

export async function loadContextJson(from: string, cwd = process.cwd()): Promise<{ context: ContextJson; where: string }> {
  const { kind, where } = await resolveContextLocation(from, cwd);
  return { context: parseContextJson(await readText(kind, where), where), where };
}
