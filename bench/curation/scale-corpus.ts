// Builds a large corpus from real sessions: each replica is a copy of every sample session with
// new session ids and timestamps shifted by whole days, in the same folder layout, so readers,
// issue maps and sub-agent links work as on the originals.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}[:-]\d{2}[:-]\d{2}(?:[.-]\d{1,9})?Z?/g;

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...listFiles(p));
    else if (/\.(jsonl|json)$/.test(name)) out.push(p);
  }
  return out;
}

function replicaId(id: string, n: number): string {
  // Keep the shape of a UUID so readers that parse ids from names still do.
  const hex = (Number.parseInt(id.slice(0, 8), 16) ^ ((n * 2654435761) >>> 0)) >>> 0;
  return `${hex.toString(16).padStart(8, '0')}${id.slice(8)}`;
}

function shiftTimes(text: string, days: number): string {
  return text.replace(ISO, (stamp) => {
    const dashed = /T\d{2}-\d{2}-\d{2}/.test(stamp);
    const normal = dashed ? stamp.replace(/T(\d{2})-(\d{2})-(\d{2})-?(\d*)Z?/, (_, h, m, s, ms) => `T${h}:${m}:${s}${ms ? `.${ms}` : ''}Z`) : stamp;
    const d = new Date(normal);
    if (Number.isNaN(d.getTime())) return stamp;
    d.setUTCDate(d.getUTCDate() + days);
    const iso = d.toISOString();
    return dashed ? iso.replace(/:/g, '-').replace('.', '-') : stamp.endsWith('Z') ? iso : iso.slice(0, stamp.length);
  });
}

/** Writes replicas of `sources` under `out` until `targetBytes` is reached; returns what it wrote. */
export function scaleCorpus(sources: string[], out: string, targetBytes: number): { files: number; bytes: number; replicas: number } {
  const files = sources.flatMap((dir) => listFiles(dir).map((file) => ({ dir, file, text: readFileSync(file, 'utf8') })));
  const perReplica = files.reduce((n, f) => n + Buffer.byteLength(f.text), 0);
  const replicas = Math.max(1, Math.ceil(targetBytes / perReplica));
  let bytes = 0;
  let count = 0;
  for (let n = 1; n <= replicas; n++) {
    for (const f of files) {
      const rename = (s: string) => shiftTimes(s.replace(UUID, (id) => replicaId(id, n)), n);
      const rel = path.join(`replica-${String(n).padStart(4, '0')}`, path.basename(f.dir), rename(path.relative(f.dir, f.file)));
      const target = path.join(out, rel);
      mkdirSync(path.dirname(target), { recursive: true });
      const text = rename(f.text);
      writeFileSync(target, text);
      bytes += Buffer.byteLength(text);
      count++;
    }
  }
  writeFileSync(path.join(out, 'SCALE.json'), JSON.stringify({ targetBytes, bytes, files: count, replicas }));
  return { files: count, bytes, replicas };
}

export function existingScale(out: string): { targetBytes: number; bytes: number; files: number; replicas: number } | undefined {
  const marker = path.join(out, 'SCALE.json');
  return existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) : undefined;
}
