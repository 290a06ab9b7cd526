// A tiny static file server for built sites, serving `dir` under `base` (like GitHub Pages
// serves a project site under /<repo>/). Requests outside the base, or for missing files, get
// the site's 404 page with status 404.
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  url: string;
  origin: string;
  close: () => Promise<void>;
}

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path maps to inside `dir`, or undefined. */
export async function resolveFile(dir: string, rel: string): Promise<string | undefined> {
  const clean = path.posix.normalize(`/${rel}`).slice(1);
  const full = path.join(dir, clean);
  if (!full.startsWith(dir)) return undefined;
  const candidates = rel === '' || rel.endsWith('/') ? [path.join(full, 'index.html')] : [full, `${full}.html`, path.join(full, 'index.html')];
  for (const c of candidates) if (await isFile(c)) return c;
  return undefined;
}

export async function serveStatic(dir: string, base = '/'): Promise<StaticServer> {
  const root = path.resolve(dir);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const server: Server = createServer(async (req, res) => {
    try {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file: string | undefined;
      if (pathname.startsWith(prefix)) file = await resolveFile(root, pathname.slice(prefix.length));
      else if (`${pathname}/` === prefix) {
        res.writeHead(301, { Location: prefix }).end();
        return;
      }
      if (!file) {
        const notFound = path.join(root, '404.html');
        res.writeHead(404, { 'Content-Type': TYPES['.html'] });
        res.end((await isFile(notFound)) ? await readFile(notFound) : 'Not found');
        return;
      }
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(req.method === 'HEAD' ? undefined : await readFile(file));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: `${origin}${prefix}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
