// `lore curate` on every sample corpus in `../shared/corpus` (not shipped; skipped where absent):
// the CLI exits 0, reads every session, writes articles that pass `lore check`, leaks no secret
// and warns about nothing. Warning count 0 is explained by the readers' corpus test: every sample
// line is complete, valid UTF-8 JSON of record types the readers know.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { checkKnowledge } from '../../curation/store/check.ts';
import { displayWidth } from '../../curation/lib/text.ts';
import { loadKnowledge } from '../../curation/store/load.ts';
import { auditKnowledge } from '../../curation/store/audit.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const CORPUS = path.resolve(REPO, '../shared/corpus');
const MISSING = existsSync(CORPUS) ? false : `sample corpus not found at ${CORPUS}; corpus tests skipped`;

/** Sessions per folder (Claude sub-agent transcripts are sessions of their own). */
const EXPECTED: Record<string, { sessions: number; minArticles: number }> = {
  // (The core caps a project's subjects at about 2.5 × √exchanges: 19 on the GitClaw sessions.)
  gitclaw: { sessions: 21, minArticles: 16 },
  'claude-code': { sessions: 7, minArticles: 6 },
  codex: { sessions: 8, minArticles: 6 },
  'copilot-cli': { sessions: 6, minArticles: 4 },
};

describe('lore curate on the sample corpora', { skip: MISSING }, () => {
  for (const folder of MISSING ? [] : readdirSync(CORPUS).filter((f) => EXPECTED[f])) {
    it(`${folder}: exits 0, reads every session, writes valid articles, warns about nothing`, () => {
      const knowledge = mkdtempSync(path.join(os.tmpdir(), `lore-corpus-${folder}-`));
      const result = spawnSync(process.execPath, [path.join(REPO, 'bin/lore.mjs'), 'curate', '--sessions', path.join(CORPUS, folder), '--knowledge', knowledge], { cwd: REPO, encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
      const sessions = Number(/Sessions: (\d+) read/.exec(result.stdout)?.[1]);
      assert.equal(sessions, EXPECTED[folder].sessions, result.stdout);
      assert.match(result.stdout, /Warnings: 0\./);
      const check = checkKnowledge(knowledge);
      assert.deepEqual(check.diagnostics.filter((d) => d.level === 'error'), []);
      assert.ok(check.articles >= EXPECTED[folder].minArticles, `${check.articles} articles`);
      const audit = auditKnowledge(knowledge, { threshold: 0.8, today: '2026-11-22' });
      assert.deepEqual(audit.secrets, []);
      assert.deepEqual(audit.withoutSources, []);
      // Every article says something: a title and a summary of a real sentence.
      for (const a of loadKnowledge(knowledge).articles) {
        assert.ok(a.data.title.length >= 3 && a.data.title.length <= 120, a.data.title);
        // (CJK characters count double: "暂时不切主分支。" is a whole verdict.)
        assert.ok(displayWidth(a.data.summary ?? '') >= 16, `${a.path}: ${a.data.summary}`);
        // No key fact is said twice in one article (an item beside the whole list it belongs to,
        // under the same label, or a sentence inside a longer fact).
        const bullets = (/## Key facts\n\n([\s\S]*?)(?:\n\n##|$)/.exec(a.body)?.[1] ?? '').split('\n').map((l) => l.replace(/ — (?:\[issue #\d+\]\([^)]*\)|session \S+), [^—]*$/, '').replace(/^- /, '').trim());
        const label = (t: string) => /^([^:：]{2,40})[:：]\s*/.exec(t)?.[1];
        const body = (t: string) => t.replace(/^[^:：]{2,40}[:：]\s*/, '');
        for (const [i, b] of bullets.entries()) {
          if (b.length < 12) continue;
          const twice = bullets.some((o, j) => j !== i && o.length > b.length && (o.includes(b) || (label(b) !== undefined && label(o) === label(b) && body(b).length >= 12 && o.includes(body(b)))));
          assert.ok(!twice, `${a.path}: "${b}" is said twice`);
        }
      }
    });
  }
});
