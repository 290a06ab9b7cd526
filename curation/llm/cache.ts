// Answers of the model, one JSON file per request in the cache directory, named by the sha256
// of model and prompt. Only validated successes are stored: a failure is retried next run. A
// file that cannot be read or no longer validates is treated as absent.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';

export function cacheKey(model: string, messages: unknown): string {
  return createHash('sha256').update(JSON.stringify({ model, messages })).digest('hex');
}

export function cacheFile(dir: string, key: string): string {
  return path.join(dir, `${key}.json`);
}

export async function readCached<T>(dir: string, key: string, schema: z.ZodType<T>): Promise<T | undefined> {
  let raw: string;
  try {
    raw = await readFile(cacheFile(dir, key), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = schema.safeParse((JSON.parse(raw) as { result?: unknown }).result);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes the entry through a temporary file renamed into place, so a reader (or a run killed
 * half-way) never sees half a file. Returns an error message instead of throwing: a cache that
 * cannot be written costs a request next time, nothing more.
 */
export async function writeCached(dir: string, key: string, model: string, result: unknown): Promise<string | undefined> {
  const file = cacheFile(dir, key);
  const temp = path.join(dir, `.${key}.${process.pid}.${randomUUID()}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(temp, `${JSON.stringify({ model, result }, null, 2)}\n`, 'utf8');
    await rename(temp, file);
    return undefined;
  } catch (error) {
    await rm(temp, { force: true }).catch(() => {});
    return `could not write the LLM cache ${file}: ${(error as Error).message}`;
  }
}
