// Fetches a remote context.json within limits, for `lore context --from URL`: the server is
// someone else's, so its answer may be 2 GB, a gzip or brotli bomb, or one byte a second. Each
// limit fails with one line saying which limit and how to raise it:
// - `maxBytes`: bytes on the wire (Content-Length when given, else counted as they arrive);
// - `maxDecompressedBytes`: bytes after gzip, brotli or deflate, counted as they are inflated;
// - `timeoutMs`: the whole exchange, redirects and body included, not each read.
// Node's http client rather than fetch: fetch inflates the body itself and hides the bytes on the
// wire, and its abort surfaces as an exception from the middle of reading the body.
import http from 'node:http';
import https from 'node:https';
import { finished, pipeline } from 'node:stream';
import zlib from 'node:zlib';

export interface FetchLimits {
  maxBytes: number;
  maxDecompressedBytes: number;
  timeoutMs: number;
}

const MB = 1024 * 1024;
export const DEFAULT_FETCH_LIMITS: FetchLimits = { maxBytes: 50 * MB, maxDecompressedBytes: 200 * MB, timeoutMs: 30_000 };

const MAX_REDIRECTS = 5;

/** A fetch that failed: `message` is one line, ready to print. */
export class FetchError extends Error {
  override name = 'FetchError';
}

/** 52428800 → "50 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

function decoderFor(encoding: string): zlib.Gunzip | zlib.BrotliDecompress | zlib.Inflate | undefined | null {
  switch (encoding.trim().toLowerCase()) {
    case '':
    case 'identity':
      return undefined;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'br':
      return zlib.createBrotliDecompress();
    case 'deflate':
      return zlib.createInflate();
    default:
      return null;
  }
}

interface Attempt {
  redirect?: string;
  body?: Buffer;
}

function request(url: URL, limits: FetchLimits, signal: AbortSignal, fail: (message: string) => void): Promise<Attempt> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, { signal, headers: { accept: 'application/json', 'accept-encoding': 'gzip, br, deflate', 'user-agent': 'lore-context' } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        resolve({ redirect: res.headers.location });
        return;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        reject(new FetchError(`HTTP ${status} ${res.statusMessage ?? ''}`.trim()));
        return;
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        res.destroy();
        reject(new FetchError(`the answer is ${formatBytes(declared)}, over the ${formatBytes(limits.maxBytes)} limit (--max-size)`));
        return;
      }
      const encoding = String(res.headers['content-encoding'] ?? '');
      const decoder = decoderFor(encoding);
      if (decoder === null) {
        res.destroy();
        reject(new FetchError(`the answer is encoded as "${encoding.slice(0, 40)}", which Lore does not read`));
        return;
      }
      // Over a limit: say which, and tear the streams down (the whole answer may already be here,
      // so aborting the request alone would not stop the inflating).
      const stop = (message: string) => {
        fail(message);
        res.destroy();
        decoder?.destroy();
      };
      let raw = 0;
      res.on('data', (chunk: Buffer) => {
        raw += chunk.length;
        if (raw > limits.maxBytes) stop(`the answer is over the ${formatBytes(limits.maxBytes)} limit (--max-size)`);
      });
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decoder ?? res;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (decoder && size > limits.maxDecompressedBytes) stop(`the ${encoding} answer inflates to over ${formatBytes(limits.maxDecompressedBytes)} (--max-decompressed)`);
        else chunks.push(chunk);
      });
      const done = (error: Error | null | undefined) => (error ? reject(error) : resolve({ body: Buffer.concat(chunks) }));
      if (decoder) pipeline(res, decoder, done);
      else finished(res, done);
    });
    req.on('error', reject);
  });
}

/** The body of `url` as text, following up to five redirects, within `limits`. Throws FetchError. */
export async function fetchBounded(url: string, limits: FetchLimits = DEFAULT_FETCH_LIMITS): Promise<{ text: string; url: string }> {
  const controller = new AbortController();
  let reason: string | undefined;
  const fail = (message: string) => {
    reason ??= message;
    controller.abort();
  };
  const timer = setTimeout(() => fail(`no complete answer within ${limits.timeoutMs / 1000} s (--timeout)`), limits.timeoutMs);
  let current = new URL(url);
  try {
    for (let hop = 0; ; hop++) {
      let attempt: Attempt;
      try {
        attempt = await request(current, limits, controller.signal, fail);
      } catch (error) {
        if (reason) throw new FetchError(reason);
        if (error instanceof FetchError) throw error;
        const e = error as NodeJS.ErrnoException;
        if (e.code === 'Z_DATA_ERROR' || e.code === 'Z_BUF_ERROR' || e.code === 'ERR_BROTLI_DECOMPRESSION_FAILED') throw new FetchError('the compressed answer is corrupt');
        throw new FetchError(e.code ?? e.message.split('\n')[0]);
      }
      if (reason) throw new FetchError(reason);
      if (attempt.body) return { text: attempt.body.toString('utf8'), url: current.href };
      if (hop >= MAX_REDIRECTS) throw new FetchError(`more than ${MAX_REDIRECTS} redirects`);
      const next = new URL(attempt.redirect!, current);
      if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new FetchError(`redirected to a ${next.protocol} URL`);
      current = next;
    }
  } finally {
    clearTimeout(timer);
  }
}
