// Reads a published `context.json` for `lore context --from`: a site URL, the file's own URL, a
// `file://` URL or a local path (a directory means its context.json). Every failure is one line
// saying what was tried and what went wrong. A remote file is read within limits
// (./fetch-bounded.ts) and screened before use (./remote-screen.ts).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTEXT_VERSION, contextJsonSchema, type ContextJson } from '../schema/context.ts';
import { DEFAULT_FETCH_LIMITS, FetchError, fetchBounded, formatBytes, type FetchLimits } from './fetch-bounded.ts';
import { screenRemoteContext } from './remote-screen.ts';
import { visibleControls } from './inert.ts';

export class ContextSourceError extends Error {
  override name = 'ContextSourceError';
}

/** Where the context.json of `from` is: an http(s) URL or an absolute local path. */
export async function resolveContextLocation(from: string, cwd = process.cwd()): Promise<{ kind: 'url' | 'file'; where: string }> {
  if (/^https?:\/\//i.test(from)) {
    if (!URL.canParse(from)) throw new ContextSourceError(`${visibleControls(from)} is not a URL`);
    const url = new URL(from);
    if (!/\.json$/i.test(url.pathname)) url.pathname = `${url.pathname.replace(/\/?$/, '/')}context.json`;
    return { kind: 'url', where: url.href };
  }
  let file: string;
  try {
    file = /^file:/i.test(from) ? fileURLToPath(from) : path.resolve(cwd, from);
  } catch (error) {
    throw new ContextSourceError(`${visibleControls(from)} is not a file URL Lore can read: ${(error as Error).message}`);
  }
  try {
    if ((await stat(file)).isDirectory()) file = path.join(file, 'context.json');
  } catch {
    // Reported when read.
  }
  return { kind: 'file', where: file };
}

async function readText(kind: 'url' | 'file', where: string, limits: FetchLimits): Promise<{ text: string; where: string }> {
  if (kind === 'file') {
    try {
      const size = (await stat(where)).size;
      if (size > limits.maxBytes) throw new ContextSourceError(`Cannot read ${where}: it is ${formatBytes(size)}, over the ${formatBytes(limits.maxBytes)} limit (--max-size)`);
      return { text: await readFile(where, 'utf8'), where };
    } catch (error) {
      if (error instanceof ContextSourceError) throw error;
      throw new ContextSourceError(`Cannot read ${where}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
  }
  try {
    const { text, url } = await fetchBounded(where, limits);
    return { text, where: url };
  } catch (error) {
    if (error instanceof FetchError) throw new ContextSourceError(`Cannot fetch ${where}: ${error.message}`);
    throw error;
  }
}

/** Parses and validates the text of a context.json. */
export function parseContextJson(text: string, where: string): ContextJson {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ContextSourceError(`${where} is not JSON: ${visibleControls((error as Error).message)}`);
  }
  const version = (raw as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > CONTEXT_VERSION) {
    throw new ContextSourceError(`${where} is context.json version ${version}; this Lore reads version ${CONTEXT_VERSION}. Update Lore.`);
  }
  const parsed = contextJsonSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `  ${visibleControls(i.path.map(String).join('.')) || '(root)'}: ${visibleControls(i.message)}`);
    const more = parsed.error.issues.length > 5 ? `\n  …and ${parsed.error.issues.length - 5} more` : '';
    throw new ContextSourceError(`${where} is not a Lore context.json:\n${issues.join('\n')}${more}`);
  }
  return parsed.data;
}

export interface LoadedContext {
  context: ContextJson;
  /** Where the file was read from (after redirects). */
  where: string;
  /** What was dropped from it, one line each. */
  warnings: string[];
}

export async function loadContextJson(from: string, cwd = process.cwd(), limits: FetchLimits = DEFAULT_FETCH_LIMITS): Promise<LoadedContext> {
  const location = await resolveContextLocation(from, cwd);
  const { text, where } = await readText(location.kind, location.where, limits);
  const { context, warnings } = screenRemoteContext(parseContextJson(text, where), { kind: location.kind, where });
  return { context, where, warnings };
}
