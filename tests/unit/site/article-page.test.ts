// What the site index and the article page derive for navigation by topic and for the page's
// head: topic names and order, the browsing order within a topic, shared tags, languages, the
// line of provenance, "On this page" and the home page's highlights.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { articleSchema, type Article } from '../../../curation/schema/article.ts';
import { buildSiteIndex } from '../../../src/lib/site-index.ts';
import { provenanceLine, tocOf, headingsOf } from '../../../src/lib/article-page.ts';
import { homeHighlights } from '../../../src/lib/home.ts';
import { searchRecord } from '../../../src/integrations/search-records.ts';

function article(id: string, topic: string, data: Record<string, unknown> = {}, body = ''): Article {
  const parsed = articleSchema.parse({ title: id, ...data });
  return { id, topic, slug: id, path: `${topic}/${id}.md`, data: { ...parsed, id, topic }, body };
}

const articles = [
  article('b', 'ci-cd', { title: 'beta', tags: ['deploy', 'only-here'], type: 'decision', updated: '2026-03-02' }),
  article('a', 'ci-cd', { title: 'Alpha', tags: ['deploy'], type: 'decision', status: 'superseded', updated: '2026-03-05' }),
  article('c', 'ci-cd', { title: 'item 10', type: 'preference' }),
  article('d', 'ci-cd', { title: 'item 9' }),
  article('zh', 'zeta', { title: '前端切换到bun的可行性', summary: '结论：可以切换。' }, '依赖安装速度明显更快。'),
  article('x', 'payments', { title: 'Fees', tags: ['deploy'] }),
];
const site = buildSiteIndex(articles, [], [{ id: 'payments', label: 'Payments and billing', description: 'Money' }]);

describe('site index for navigation', () => {
  it('names topics from _topics.json, else from the slug, listed topics first', () => {
    assert.deepEqual(site.topics.map((t) => [t.topic, t.label]), [['payments', 'Payments and billing'], ['ci-cd', 'CI/CD'], ['zeta', 'Zeta']]);
    assert.equal(site.topics[0].description, 'Money');
    assert.equal(site.topicLabel('unknown-topic'), 'Unknown Topic');
  });

  it('orders a topic by title for browsing, case-insensitively and with numbers in order', () => {
    assert.deepEqual(site.byTopicTitle.get('ci-cd')!.map((a) => a.data.title), ['Alpha', 'beta', 'item 9', 'item 10']);
    assert.equal(site.topicPosition.get('d'), 2);
  });

  it('gives a page to tags two articles share, most recently updated first', () => {
    assert.deepEqual([...site.tags.keys()], ['deploy']);
    assert.deepEqual(site.tags.get('deploy')!.map((a) => a.id), ['a', 'b', 'x']);
  });

  it('knows the language of each article', () => {
    assert.equal(site.lang.get('zh'), 'zh');
    assert.equal(site.lang.get('a'), 'en');
  });
});

describe('article page', () => {
  it('says type, confidence, sessions and their days in one line', () => {
    const a = article('p', 't', {
      type: 'decision',
      confidence: 0.9,
      updated: '2026-03-01',
      sources: [
        { session: 's1', date: '2026-02-20T10:00:00Z' },
        { session: 's2', date: '2026-02-21T10:00:00Z' },
        { session: 's1', date: '2026-02-20T11:00:00Z' },
      ],
    });
    assert.equal(provenanceLine(a), 'Decision · high confidence · from 2 sessions, 20–21 Feb 2026 · updated 1 Mar 2026');
    assert.equal(provenanceLine(article('h', 't', { curated_by: 'human' })), 'Fact · medium confidence · written by a person');
  });

  it('lists the headings for "On this page", less a closing Related list the page hides', () => {
    const html = '<p>x</p><h2 id="key-facts">Key <code>facts</code> &amp; more</h2><p>y</p><h3 id="sub">Sub</h3><h2 id="related">Related</h2>\n<ul>\n<li><a href="x">X</a></li>\n</ul>\n';
    assert.deepEqual(headingsOf(html).map((h) => h.id), ['key-facts', 'sub', 'related']);
    assert.deepEqual(tocOf(html), [{ depth: 2, id: 'key-facts', text: 'Key facts & more' }, { depth: 3, id: 'sub', text: 'Sub' }]);
    assert.deepEqual(tocOf(`${html}<p>A person wrote more here.</p>`).map((h) => h.id), ['key-facts', 'sub', 'related'], 'a Related section with more than its list stays');
  });

  it('leads the home page with preferences and decisions that hold', () => {
    const home = homeHighlights(site);
    assert.deepEqual(home.preferences.map((a) => a.id), ['c']);
    assert.deepEqual(home.decisions.map((a) => a.id), ['b'], 'a superseded decision no longer holds');
  });
});

describe('search records', () => {
  it('index Chinese words apart, say the language and the topic by name', () => {
    const record = searchRecord(site.byId.get('zh')!, site.topicLabel);
    assert.match(record.content, /^前端 切换 到 bun 的 可行性/);
    assert.equal(record.language, 'en', 'one index for every language');
    assert.equal(record.meta.lang, 'zh');
    assert.equal(record.meta.topic, 'Zeta');
    assert.deepEqual(record.filters.topic, ['Zeta']);
  });
});
