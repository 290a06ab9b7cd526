import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkKnowledge } from '../../../curation/store/check.ts';

function kb(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lore-check-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

test('lore check names the file and line of a broken frontmatter', () => {
  const dir = kb({
    'decisions/ok.md': '---\ntitle: Fine\nstatus: current\n---\nBody.\n',
    'decisions/bad-yaml.md': '---\ntitle: Broken\ntags: [unclosed\nstatus: current\n---\nBody.\n',
    'decisions/bad-value.md': '---\ntitle: Wrong status\nconfidence: 0.5\nstatus: forgotten\n---\nBody.\n',
    'decisions/bad-source.md': '---\ntitle: Wrong source\nsources:\n  - session: abc\n    date: yesterday\n---\n',
  });
  const { articles, diagnostics } = checkKnowledge(dir);
  assert.equal(articles, 1);
  const find = (file: string) => diagnostics.find((d) => d.file === file && d.level === 'error')!;
  assert.ok(find('decisions/bad-yaml.md').line! >= 3, 'the YAML error points into the frontmatter');
  assert.match(find('decisions/bad-yaml.md').message, /not valid YAML/);
  assert.deepEqual([find('decisions/bad-value.md').line, find('decisions/bad-value.md').message.split(':')[0]], [4, 'status']);
  assert.equal(find('decisions/bad-source.md').line, 5);
  assert.match(find('decisions/bad-source.md').message, /sources\.0\.date: expected a date-time/);
});

test('links to articles that do not exist are reported', () => {
  const dir = kb({
    'decisions/a.md': '---\ntitle: A\nstatus: superseded\nsuperseded_by: gone\nrelated: [nowhere]\n---\n',
  });
  const messages = checkKnowledge(dir).diagnostics.map((d) => `${d.level}: ${d.message}`);
  assert.ok(messages.includes('error: superseded_by: no article with id "gone"'));
  assert.ok(messages.includes('warning: related: no article with id "nowhere"'));
});
