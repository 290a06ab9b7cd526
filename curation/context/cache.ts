// A machine-local cache of what `lore context` needs from a knowledge directory: the entries
// (without bodies) and the search index. Parsing a thousand Markdown files and indexing them
// takes longer than an agent should wait at the start of every session; checking that no file
// changed (names, sizes, modification times) and reading one file does not. Bodies are read
// from the article files when an excerpt needs them. Any problem with the cache means a
// rebuild, never an error.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../schema/session.ts';
import { packIndex, unpackIndex, type BuiltIndex, type SearchIndex } from './bm25.ts';
import type { KnowledgeEntry } from './entry.ts';
import { listArticleFiles } from '../store/article-files.ts';

/** Bump when the entry shape, the tokeniser or the index layout changes. */
export const CACHE_FORMAT = 3;
const MAGIC = 0x45524f4c; // "LORE", little-endian
const HEADER_BYTES = 12;

/** FNV-1a over UTF-16 code units, 52 bits as hex: enough to tell file lists apart, and no
 *  `node:crypto` to load (its start-up cost is a noticeable share of a cache hit). */
export function fingerprint(text: string): string {
  let lo = 0x811c9dc5;
  let hi = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    lo = Math.imul(lo ^ c, 0x01000193) >>> 0;
    hi = Math.imul(hi ^ (c + lo), 0x01000193) >>> 0;
  }
  return (hi & 0xfffff).toString(16).padStart(5, '0') + lo.toString(16).padStart(8, '0');
}

/** Where caches go: $LORE_CACHE_DIR, else node_modules/.cache/lore, else the system temp dir. */
export function defaultCacheDir(cwd = process.cwd()): string {
  if (process.env.LORE_CACHE_DIR) return path.resolve(cwd, process.env.LORE_CACHE_DIR);
  const modules = path.join(cwd, 'node_modules');
  return existsSync(modules) ? path.join(modules, '.cache', 'lore') : path.join(os.tmpdir(), 'lore-cache');
}

export function cacheFileFor(knowledgeDir: string, cacheDir: string): string {
  return path.join(cacheDir, `context-${fingerprint(path.resolve(knowledgeDir))}.bin`);
}

/** The article files of `dir` with their sizes and modification times. */
function articleFileStats(dir: string): Array<{ rel: string; stamp: string }> {
  // `rel` is already normal (forward slashes, no dots): no path.join per file.
  const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
  return listArticleFiles(dir).map((rel) => {
    let stamp = '?';
    try {
      const s = statSync(prefix + rel);
      stamp = `${s.size}\t${s.mtimeMs}`;
    } catch {
      // Unreadable now: the loader will say why.
    }
    return { rel, stamp };
  });
}

/** The article files' paths, for checking the walk against the loader's. */
export function articleFilesOf(dir: string): string[] {
  return articleFileStats(dir).map((f) => f.rel);
}

/** What identifies the state of `dir`'s articles: paths, sizes, modification times. Kept whole
 *  (comparing strings is cheaper than hashing them, and cannot collide). */
export function knowledgeSignature(dir: string): string {
  let out = `${CACHE_FORMAT}\n${path.resolve(dir)}\n`;
  for (const f of articleFileStats(dir)) out += `${f.rel}\t${f.stamp}\n`;
  return out;
}

/** An entry as stored: no body and no location (both depend on where Lore runs). */
export type StoredEntry = Omit<KnowledgeEntry, 'body' | 'location'> & { path: string };

export interface CachedKnowledge {
  entries: StoredEntry[];
  diagnostics: Diagnostic[];
  index: SearchIndex;
}

export function readCache(file: string, signature: string): CachedKnowledge | undefined {
  try {
    const buf = readFileSync(file);
    if (buf.length < HEADER_BYTES || buf.readUInt32LE(0) !== MAGIC || buf.readUInt32LE(4) !== CACHE_FORMAT) return undefined;
    const jsonBytes = buf.readUInt32LE(8);
    const meta = JSON.parse(buf.toString('utf8', HEADER_BYTES, HEADER_BYTES + jsonBytes));
    if (meta.signature !== signature) return undefined;
    const start = HEADER_BYTES + jsonBytes + ((4 - ((HEADER_BYTES + jsonBytes) % 4)) % 4);
    const words = (buf.length - start) / 4;
    if (words !== meta.postingCount + meta.lengthCount) return undefined;
    // A view when aligned, a copy otherwise: typed arrays need 4-byte alignment.
    const aligned = (buf.byteOffset + start) % 4 === 0;
    const all = aligned ? new Uint32Array(buf.buffer, buf.byteOffset + start, words) : new Uint32Array(buf.buffer.slice(buf.byteOffset + start, buf.byteOffset + buf.length));
    const index = unpackIndex({
      terms: meta.terms,
      offsets: meta.offsets,
      postings: all.subarray(0, meta.postingCount),
      lengths: all.subarray(meta.postingCount),
      averages: meta.averages,
      size: meta.size,
    });
    return { entries: meta.entries, diagnostics: meta.diagnostics, index };
  } catch {
    return undefined;
  }
}

/** Writes the cache atomically (temp file, then rename); failures are ignored. */
export function writeCache(file: string, signature: string, entries: StoredEntry[], diagnostics: Diagnostic[], index: BuiltIndex): void {
  try {
    const packed = packIndex(index);
    const json = Buffer.from(
      JSON.stringify({
        signature,
        entries,
        diagnostics,
        terms: packed.terms,
        offsets: packed.offsets,
        averages: packed.averages,
        size: packed.size,
        postingCount: packed.postings.length,
        lengthCount: packed.lengths.length,
      }),
      'utf8',
    );
    const header = Buffer.alloc(HEADER_BYTES);
    header.writeUInt32LE(MAGIC, 0);
    header.writeUInt32LE(CACHE_FORMAT, 4);
    header.writeUInt32LE(json.length, 8);
    const pad = Buffer.alloc((4 - ((HEADER_BYTES + json.length) % 4)) % 4);
    const numbers = new Uint32Array(packed.postings.length + packed.lengths.length);
    numbers.set(packed.postings, 0);
    numbers.set(packed.lengths, packed.postings.length);
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, Buffer.concat([header, json, pad, Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength)]));
    renameSync(tmp, file);
  } catch {
    // A cache that cannot be written only costs speed.
  }
}
