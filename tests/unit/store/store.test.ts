import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toYaml } from '../../../curation/store/yaml.ts';
import { isUntouched, renderArticle } from '../../../curation/store/render.ts';
import { appendSources } from '../../../curation/store/append-sources.ts';
import { parseArticle } from '../../../curation/store/load.ts';
import type { ArticleDraft } from '../../../curation/schema/draft.ts';

const draft: ArticleDraft = {
  id: 'release-workflow',
  topic: 'architecture',
  founder: 's#1',
  title: 'Release workflow: "tags" only',
  summary: 'Releases publish on version tags.',
  type: 'architecture',
  status: 'current',
  confidence: 0.75,
  sources: [{ session: 's', date: '2026-03-01T10:00:00.000Z', role: 'user', quote: 'How do releases work?' }],
  tags: ['release', 'yes'],
  related: [],
  supersedes: [],
  disputed_with: [],
  sections: [],
};
const dates = { created: '2026-03-01', updated: '2026-03-01', first_seen: '2026-03-01', last_confirmed: '2026-03-01' };

test('YAML output is deterministic and parses back to the same data', () => {
  const yaml = toYaml({ a: 'plain-slug', b: 'needs: quoting', c: 'yes', d: 0.755, e: [], f: [{ x: 1, y: '2026-03-01T10:00:00.000Z' }] });
  assert.equal(yaml, 'a: plain-slug\nb: "needs: quoting"\nc: "yes"\nd: 0.755\ne: []\nf:\n  - x: 1\n    y: "2026-03-01T10:00:00.000Z"');
});

test('a rendered article validates against the schema and is recognised as untouched', () => {
  const text = renderArticle(draft, dates, 'Releases publish on version tags.\n');
  const { article, diagnostics } = parseArticle('architecture/release-workflow.md', text);
  assert.deepEqual(diagnostics, []);
  assert.equal(article!.data.title, 'Release workflow: "tags" only');
  assert.deepEqual(article!.data.tags, ['release', 'yes']);
  assert.ok(isUntouched(text));
  assert.ok(!isUntouched(text.replace('publish on', 'publish only on')));
  assert.ok(isUntouched(text.replace(/\n/g, '\r\n')), 'a checkout with CRLF line ends is still untouched');
  // The checksum is quoted: a hex string of digits and one "e" ("6e98765432101234") is a number to YAML.
  assert.match(text, /^lore_checksum: "[0-9a-f]{16}"$/m);
  const numeric = text.replace(/^lore_checksum: .*$/m, 'lore_checksum: 6e98765432101234');
  assert.deepEqual(parseArticle('architecture/release-workflow.md', numeric).diagnostics, [], 'a bare checksum that reads as a number is no schema error');
  // (Files written before the quotes still verify.)
  assert.ok(isUntouched(text.replace(/^lore_checksum: "([0-9a-f]+)"$/m, 'lore_checksum: $1')));
});

test('appending sources to an edited article changes nothing but the sources block', () => {
  const edited = renderArticle(draft, dates, 'Releases publish on version tags.\n').replace('Releases publish on version tags.\n', 'A person rewrote this.\n');
  const out = appendSources(edited, [{ session: 'later', date: '2026-03-09T00:00:00.000Z', role: 'user' }], toYaml)!;
  assert.ok(out.includes('  - session: later\n    date: "2026-03-09T00:00:00.000Z"\n    role: user\ntags:'));
  assert.equal(out.replace(/ {2}- session: later\n.*\n.*\n/, ''), edited);
  assert.equal(parseArticle('a/b.md', out).article!.data.sources.length, 2);
});
