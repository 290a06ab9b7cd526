import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildContext, serializeContext } from '../../../curation/publish/context-json.ts';
import { CONTEXT_VERSION, contextJsonSchema, contextJsonSchemaDocument } from '../../../curation/schema/context.ts';
import { loadKnowledge } from '../../../curation/store/load.ts';
import { FIXTURE, SITE, fixtureArticles, shuffled } from './helpers.ts';

const articles = fixtureArticles();
const context = buildContext(articles, SITE);

test('the zod schema validates a built context.json, after a trip through JSON', () => {
  const parsed = contextJsonSchema.safeParse(JSON.parse(serializeContext(context)));
  assert.ok(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3)));
  assert.equal(parsed.data.version, CONTEXT_VERSION);
  assert.equal(parsed.data.articles.length, 20);
});

test('two builds give the same bytes, whatever the input order', () => {
  const a = serializeContext(buildContext(articles, SITE));
  const b = serializeContext(buildContext(loadKnowledge(FIXTURE).articles, SITE));
  const c = serializeContext(buildContext(shuffled(articles), SITE));
  assert.equal(b, a);
  assert.equal(c, a);
  assert.ok(a.endsWith('}\n'));
});

test('keys are sorted at every level', () => {
  const text = serializeContext(context);
  const check = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(check);
    if (value && typeof value === 'object') {
      const keys = Object.keys(value);
      assert.deepEqual(keys, [...keys].sort());
      Object.values(value).forEach(check);
    }
  };
  check(JSON.parse(text));
});

test('generated is the latest updated day of any article, never the clock', () => {
  assert.equal(context.generated, '2026-02-22');
  assert.equal(buildContext([], SITE).generated, undefined);
});

test('URLs are absolute with a site URL and base-relative without one', () => {
  const a = context.articles.find((x) => x.id === 'identity-spock')!;
  assert.equal(a.url, 'https://example.github.io/lore/articles/identity-spock/');
  assert.equal(a.markdown_url, 'https://example.github.io/lore/articles/identity-spock.md');
  assert.equal(context.site, 'https://example.github.io/lore/');
  assert.equal(context.$schema, 'https://example.github.io/lore/context.schema.json');
  const local = buildContext(articles, { title: 'T', base: '/lore' });
  assert.equal(local.articles[0].url, `/lore/articles/${local.articles[0].id}/`);
  assert.equal(local.site, '/lore/');
});

test('each article carries what an agent needs, and nothing empty', () => {
  const a = context.articles.find((x) => x.id === 'identity-spock')!;
  assert.equal(a.title, 'Agent identity — Spock 🖖');
  assert.equal(a.topic, 'decisions');
  assert.equal(a.type, 'decision');
  assert.equal(a.status, 'current');
  assert.equal(a.confidence, 0.95);
  assert.equal(a.confidence_label, 'high');
  assert.deepEqual(a.sources?.map((s) => s.issue), [74, 85]);
  assert.deepEqual(Object.keys(a.sources![0]).sort(), ['date', 'issue', 'session']);
  assert.ok(a.tags?.includes('identity'));
  assert.equal(a.supersedes, undefined, 'empty lists are left out');
  const old = context.articles.find((x) => x.id === 'naming-add-on')!;
  assert.equal(old.superseded_by, 'naming-drop-in');
  assert.deepEqual(context.articles.find((x) => x.id === 'naming-drop-in')!.supersedes, ['naming-add-on']);
  assert.deepEqual(context.articles.find((x) => x.id === 'rename-gitgraft')!.disputed_with, ['rename-gitlodger']);
  for (const x of context.articles) assert.ok(x.summary.length > 0 && x.summary.length <= 300, x.id);
});

test('a human-written article with only a title gets its summary from its first paragraph', () => {
  const a = context.articles.find((x) => x.id === 'session-per-issue')!;
  assert.match(a.summary, /^Every GitHub issue is one conversation\. \.GITCLAW\/state\/issues\/<n>\.json maps/);
  assert.ok(a.summary.length <= 300);
  assert.equal(a.topic, 'architecture');
  assert.equal(a.confidence_label, 'medium');
  assert.equal(a.sources, undefined);
});

test('top level: counts, preferences, open disputes with their conflict, pending tasks', () => {
  assert.equal(context.counts.articles, 20);
  assert.deepEqual(context.counts.by_status, { current: 16, disputed: 2, outdated: 1, superseded: 1 });
  assert.equal(context.counts.by_topic.decisions, 6);
  assert.equal(context.counts.by_type.preference, 2);
  assert.deepEqual(context.preferences.map((p) => p.id), ['answer-format', 'user-the-admiral']);
  assert.ok(context.preferences.every((p) => p.summary.length > 0));
  assert.equal(context.disputes.length, 1, 'a pair is one dispute');
  assert.deepEqual(context.disputes[0].articles, ['rename-gitgraft', 'rename-gitlodger']);
  assert.match(context.disputes[0].conflict, /GitLodger/);
  assert.ok(context.disputes[0].conflict.length <= 300);
  assert.deepEqual(
    context.pending_tasks.map((t) => [t.id, t.task_state]),
    [['add-web-search-skill', 'pending'], ['cleanup-bootstrap-prs', 'pending']],
  );
});

test('the published JSON Schema describes the document', () => {
  const schema = contextJsonSchemaDocument() as { $schema: string; required: string[]; properties: Record<string, { items?: { required?: string[] } }> };
  assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema');
  for (const key of ['version', 'title', 'counts', 'preferences', 'disputes', 'pending_tasks', 'articles']) assert.ok(schema.required.includes(key), key);
  const article = schema.properties.articles.items!;
  for (const key of ['id', 'title', 'status', 'confidence', 'summary', 'url', 'markdown_url']) assert.ok(article.required!.includes(key), key);
  // Readers accept keys added later: the published schema is not closed.
  assert.ok(!JSON.stringify(schema).includes('"additionalProperties":false'));
});

test('the frontmatter topic wins over the folder, as on the site', () => {
  const moved = fixtureArticles().map((a) => (a.id === 'copyright-mit' ? { ...a, topic: 'project', data: { ...a.data, topic: 'legal' } } : a));
  const built = buildContext(moved, SITE);
  assert.equal(built.articles.find((x) => x.id === 'copyright-mit')!.topic, 'legal');
  assert.equal(built.counts.by_topic.legal, 1);
});
