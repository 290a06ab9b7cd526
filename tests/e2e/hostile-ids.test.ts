// Anything `lore curate` accepts builds: sessions whose ids are paths, dot segments, percent
// escapes, newlines, nothing, 300 characters, Windows device names or differ only in case, in all
// four formats, plus an issue number of 1e308. Curated and built here, then every file name is
// checked and every link to a run page followed.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { curate, type CurateReport } from '../../curation/pipeline/curate.ts';
import { checkKnowledge } from '../../curation/store/check.ts';
import { safeFileName } from '../../curation/lib/safe-name.ts';
import { tempProject, type TempProject } from '../helpers/project.ts';
import { writeHostileCorpus } from '../helpers/hostile-ids.ts';
import { buildSite, workDir } from './helpers/site.ts';

function walk(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const child = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? [`${child}/`, ...walk(dir, child)] : [child];
  });
}

/** A name every file system takes and no URL must escape; names in one folder unique whatever the case. */
function assertSafeTree(root: string, what: string): void {
  const paths = walk(root);
  const folded = new Map<string, string>();
  for (const p of paths) {
    for (const segment of p.replace(/\/$/, '').split('/')) {
      if (segment === '.lore' || segment === '.gitignore') continue; // Lore's own
      assert.match(segment, /^[A-Za-z0-9_][A-Za-z0-9._-]*$/, `${what}: unsafe name ${JSON.stringify(segment)} in ${JSON.stringify(p)}`);
      assert.ok(Buffer.byteLength(segment) <= 120, `${what}: ${segment.length}-character name`);
      assert.ok(!/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i.test(segment), `${what}: Windows device name ${segment}`);
    }
    const key = p.toLowerCase();
    assert.equal(folded.get(key), undefined, `${what}: ${p} and ${folded.get(key)} differ only in case`);
    folded.set(key, p);
  }
}

describe('hostile session ids', () => {
  let p: TempProject;
  let report: CurateReport;
  let dist = '';
  let work = '';
  let ids: string[] = [];

  before(async () => {
    p = tempProject({ sessions: ['repo/.GITCLAW/state/sessions'] });
    ids = writeHostileCorpus(path.join(p.root, 'repo/.GITCLAW/state'));
    report = await curate(p.config, { now: new Date('2026-06-01T00:00:00Z') });
    work = workDir('lore-e2e-hostile-');
    dist = path.join(work, 'site');
    await buildSite({ knowledgeDir: p.knowledge, outDir: dist });
  });
  after(() => {
    rmSync(work, { recursive: true, force: true });
    rmSync(p.root, { recursive: true, force: true });
  });

  it('curates every session, drops the out-of-range issue number with a warning, and writes valid articles', () => {
    // (The empty and the blank id fall back to the file's name; every other id is kept as it is.)
    assert.equal(report.read, ids.length);
    assert.equal(report.sessionsInKnowledge, ids.length);
    assert.ok(report.diagnostics.some((d) => /issue number 1e\+308 is out of range/.test(d.message)), JSON.stringify(report.diagnostics));
    assert.deepEqual(report.diagnostics.filter((d) => d.level === 'error'), []);
    assert.deepEqual(checkKnowledge(p.knowledge).diagnostics.filter((d) => d.level === 'error'), []);
    const runs = JSON.parse(readFileSync(path.join(p.knowledge, '_runs.json'), 'utf8')) as { session: string }[];
    for (const id of ids.filter((x) => x.trim())) assert.ok(runs.some((r) => r.session === id), `the run of ${JSON.stringify(id)} keeps its id`);
  });

  it('remembers every session, `__proto__` too: a second run reads none again', async () => {
    const again = await curate(p.config, { now: new Date('2026-06-01T00:00:00Z') });
    assert.deepEqual([again.read, again.unchanged], [0, ids.length]);
  });

  it('names every file of the knowledge base safely, the session cache included', () => {
    assertSafeTree(p.knowledge, 'knowledge/');
    assert.equal(readdirSync(path.join(p.knowledge, '.lore/sessions')).length, ids.length);
  });

  it('builds a page for every run, and every link to a run page leads to one', () => {
    assertSafeTree(dist, 'dist/');
    const runs = JSON.parse(readFileSync(path.join(p.knowledge, '_runs.json'), 'utf8')) as { session: string }[];
    for (const r of runs) assert.ok(existsSync(path.join(dist, 'runs', safeFileName(r.session), 'index.html')), `page of ${JSON.stringify(r.session)}`);
    let links = 0;
    for (const file of walk(dist).filter((f) => f.endsWith('.html'))) {
      for (const m of readFileSync(path.join(dist, file), 'utf8').matchAll(/href="\/runs\/([^"]+)\/"/g)) {
        links++;
        assert.ok(existsSync(path.join(dist, 'runs', decodeURIComponent(m[1]), 'index.html')), `${file} links to /runs/${m[1]}/`);
      }
    }
    assert.ok(links > ids.length, `${links} links to run pages followed`);
  });
});
