// `lore context --from URL` against servers that misbehave: an endless body, a gzip or brotli
// bomb, one byte a second, redirect loops, a corrupt stream. Each fails within its limit, with one
// line and exit code 1, and the download stops when the limit is reached.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_FETCH_LIMITS, FetchError, fetchBounded } from '../../../curation/context/fetch-bounded.ts';
import { buildContext, serializeContext } from '../../../curation/publish/context-json.ts';
import { ROOT, fixtureArticles } from './helpers.ts';

const LORE = path.join(ROOT, 'bin', 'lore.mjs');
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);
const SMALL = { maxBytes: 1 * MB, maxDecompressedBytes: 4 * MB, timeoutMs: 5_000 };

let server: Server;
let origin = '';
let context = '';
/** Bytes the endless route managed to send before the client hung up. */
let sentEndless = 0;

/** Writes CHUNK until the client goes away (or `limit` bytes). */
function endless(res: ServerResponse, limit = Infinity): void {
  sentEndless = 0;
  const pump = () => {
    while (sentEndless < limit) {
      sentEndless += CHUNK.length;
      if (!res.write(CHUNK)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.on('close', () => (sentEndless = Math.min(sentEndless, limit)));
  pump();
}

const bomb = (encoding: 'gzip' | 'br') => {
  const zeros = Buffer.alloc(64 * MB);
  return encoding === 'gzip' ? zlib.gzipSync(zeros, { level: 9 }) : zlib.brotliCompressSync(zeros);
};

before(async () => {
  context = serializeContext(buildContext(fixtureArticles(), { title: 'KB', base: '/', siteUrl: 'http://127.0.0.1' }));
  const gzipBomb = bomb('gzip');
  const brotliBomb = bomb('br');
  server = createServer((req, res) => {
    const url = req.url ?? '';
    if (url === '/ok/context.json') return void res.writeHead(200, { 'content-type': 'application/json' }).end(context);
    if (url === '/gzip-ok/context.json') return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(context));
    if (url === '/endless/context.json') return void (res.writeHead(200, { 'content-type': 'application/json' }), endless(res));
    if (url === '/declared/context.json') return void res.writeHead(200, { 'content-length': String(2 * 1024 * MB) }).end('{');
    if (url === '/gzip-bomb/context.json') return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipBomb);
    if (url === '/br-bomb/context.json') return void res.writeHead(200, { 'content-encoding': 'br' }).end(brotliBomb);
    if (url === '/corrupt/context.json') return void res.writeHead(200, { 'content-encoding': 'gzip' }).end(Buffer.from('not gzip at all'));
    if (url === '/odd-encoding/context.json') return void res.writeHead(200, { 'content-encoding': 'zstd-of-doom' }).end('x');
    if (url === '/slow/context.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => res.write('{'), 1000);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (url === '/loop/context.json') return void res.writeHead(302, { location: '/loop/context.json' }).end();
    if (url === '/to-file/context.json') return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (url === '/moved/context.json') return void res.writeHead(301, { location: '/ok/context.json' }).end();
    res.writeHead(404).end();
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

after(() => {
  server.closeAllConnections();
  server.close();
});

const fails = async (url: string, pattern: RegExp, limits = SMALL) => {
  const started = performance.now();
  await assert.rejects(fetchBounded(`${origin}${url}`, limits), (error: Error) => {
    assert.ok(error instanceof FetchError, `${error.name}: ${error.message}`);
    assert.match(error.message, pattern);
    assert.doesNotMatch(error.message, /\n/);
    return true;
  });
  return performance.now() - started;
};

describe('bounded fetch', () => {
  it('reads a plain or gzip answer and follows a redirect', async () => {
    assert.equal((await fetchBounded(`${origin}/ok/context.json`, SMALL)).text, context);
    assert.equal((await fetchBounded(`${origin}/gzip-ok/context.json`, SMALL)).text, context);
    const moved = await fetchBounded(`${origin}/moved/context.json`, SMALL);
    assert.equal(moved.url, `${origin}/ok/context.json`);
  });

  it('stops an endless body at the size limit, having read little more than it', async () => {
    await fails('/endless/context.json', /over the 1 MB limit \(--max-size\)/);
    assert.ok(sentEndless < 8 * MB, `${sentEndless} bytes were sent before the client hung up`);
  });

  it('stops at the default 50 MB without holding much more than that', async () => {
    const before = process.memoryUsage().rss;
    await fails('/endless/context.json', /over the 50 MB limit/, { ...DEFAULT_FETCH_LIMITS, timeoutMs: 20_000 });
    const grown = (process.memoryUsage().rss - before) / MB;
    assert.ok(grown < 400, `memory grew by ${grown.toFixed(0)} MB`);
  });

  it('refuses a declared length over the limit before reading the body', async () => {
    const ms = await fails('/declared/context.json', /the answer is 2048 MB, over the 1 MB limit/);
    assert.ok(ms < 2_000, `${ms} ms`);
  });

  it('stops gzip and brotli bombs at the decompression limit', async () => {
    await fails('/gzip-bomb/context.json', /the gzip answer inflates to over 4 MB \(--max-decompressed\)/);
    await fails('/br-bomb/context.json', /the br answer inflates to over 4 MB/);
  });

  it('gives up on a server sending one byte a second when the whole time is up', async () => {
    const ms = await fails('/slow/context.json', /no complete answer within 1\.5 s \(--timeout\)/, { ...SMALL, timeoutMs: 1_500 });
    assert.ok(ms < 4_000, `${ms} ms`);
  });

  it('says what is wrong with redirect loops, non-http redirects, corrupt and unknown encodings', async () => {
    await fails('/loop/context.json', /more than 5 redirects/);
    await fails('/to-file/context.json', /redirected to a file: URL/);
    await fails('/corrupt/context.json', /the compressed answer is corrupt/);
    await fails('/odd-encoding/context.json', /encoded as "zstd-of-doom", which Lore does not read/);
  });
});

function lore(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(process.execPath, [LORE, ...args], { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr, ms: performance.now() - started }),
    );
  });
}

describe('lore context --from, bounded', () => {
  const oneLine = (r: { code: number; stdout: string; stderr: string }, pattern: RegExp) => {
    assert.equal(r.code, 1, r.stderr);
    assert.equal(r.stdout, '');
    assert.equal(r.stderr.trimEnd().split('\n').length, 1, `one line, no stack trace:\n${r.stderr}`);
    assert.match(r.stderr, pattern);
  };

  it('fails in one line, exit 1, on a body over --max-size, a bomb over LORE_FROM_MAX_DECOMPRESSED and a slow server past LORE_FROM_TIMEOUT', async () => {
    const [big, bombed, slow] = await Promise.all([
      lore(['context', 'x', '--from', `${origin}/endless/`, '--max-size', '2MB']),
      lore(['context', 'x', '--from', `${origin}/gzip-bomb/`], { LORE_FROM_MAX_DECOMPRESSED: '8MB' }),
      lore(['context', 'x', '--from', `${origin}/slow/`], { LORE_FROM_TIMEOUT: '1' }),
    ]);
    oneLine(big, /^lore context: Cannot fetch http:\/\/127\.0\.0\.1:\d+\/endless\/context\.json: the answer is over the 2 MB limit \(--max-size\)$/m);
    oneLine(bombed, /inflates to over 8 MB \(--max-decompressed\)$/m);
    oneLine(slow, /no complete answer within 1 s \(--timeout\)$/m);
    assert.ok(slow.ms < 8_000, `${slow.ms} ms`);
  });

  it('a flag beats the environment; a bad value is a usage error naming it', async () => {
    const r = await lore(['context', 'x', '--from', `${origin}/endless/`, '--max-size', '1MB'], { LORE_FROM_MAX_SIZE: '1GB' });
    oneLine(r, /over the 1 MB limit/);
    const bad = await lore(['context', 'x', '--from', `${origin}/ok/`, '--timeout', 'soon']);
    assert.notEqual(bad.code, 0);
    assert.match(bad.stderr, /--timeout takes a number of seconds such as 30, got "soon"/);
    const env = await lore(['context', 'x', '--from', `${origin}/ok/`], { LORE_FROM_MAX_SIZE: 'lots' });
    assert.match(env.stderr, /LORE_FROM_MAX_SIZE takes a size such as 50MB/);
    const alone = await lore(['context', 'x', '--timeout', '3']);
    assert.match(alone.stderr, /go with --from/);
  });

  it('a URL that does not parse is one line too', async () => {
    oneLine(await lore(['context', 'x', '--from', 'https://']), /^lore context: https:\/\/ is not a URL$/m);
    oneLine(await lore(['context', 'x', '--from', 'file://host/x.json']), /is not a file URL Lore can read/);
  });

  it('a local file over the size limit is refused before it is read', async () => {
    const r = await lore(['context', 'x', '--from', path.join(ROOT, 'package-lock.json'), '--max-size', '1KB']);
    oneLine(r, /package-lock\.json: it is [\d.]+ KB, over the 1 KB limit \(--max-size\)/);
  });
});
