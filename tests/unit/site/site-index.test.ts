import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { articleSchema, type Article } from '../../../curation/schema/article.ts';
import type { Run } from '../../../curation/schema/run.ts';
import { articleDate, buildSiteIndex, relationWord } from '../../../src/lib/site-index.ts';
import { localGraph } from '../../../src/lib/local-graph.ts';

function article(id: string, topic: string, data: Record<string, unknown> = {}, body = ''): Article {
  const parsed = articleSchema.parse({ title: id.toUpperCase(), ...data });
  return { id, topic, slug: id, path: `${topic}/${id}.md`, data: { ...parsed, id, topic }, body };
}

const articles = [
  article('new', 'decisions', { created: '2026-03-01', updated: '2026-03-02', supersedes: ['old'], related: ['gone'] }),
  article('old', 'decisions', { status: 'superseded', superseded_by: 'new', created: '2026-02-01' }),
  article('a', 'decisions', { status: 'disputed', disputed_with: ['b'], created: '2026-02-10' }, '## Conflict\n\nSee [B](../project/b.md).'),
  article('b', 'project', { status: 'disputed', disputed_with: ['a'], sources: [{ session: 's1', date: '2026-02-11T10:00:00Z' }] }),
  article('t1', 'tasks', { type: 'action', task_state: 'done', updated: '2026-02-20', aliases: ['task-one'] }),
  article('t2', 'tasks', { type: 'action' }),
  article('lonely', 'project'),
];
const runs = [{ session: 's1', started: '2026-02-11T10:00:00Z' }, { session: 's2', started: '2026-03-01T00:00:00Z' }] as Run[];
const site = buildSiteIndex(articles, runs);

describe('site index', () => {
  it('groups articles by topic, most recently updated first, with status counts', () => {
    assert.deepEqual(site.topics.map((t) => [t.topic, t.count]), [['decisions', 3], ['project', 2], ['tasks', 2]]);
    assert.deepEqual(site.byTopic.get('decisions')!.map((a) => a.id), ['new', 'a', 'old']);
    assert.deepEqual(site.statusCounts, { current: 4, outdated: 0, superseded: 1, disputed: 2 });
  });

  it('links successors and what they supersede, both ways', () => {
    assert.equal(site.supersededBy.get('old'), 'new');
    assert.deepEqual(site.supersedes.get('new'), ['old']);
    assert.equal(relationWord(site, 'old', 'new'), 'superseded by');
    assert.equal(relationWord(site, 'new', 'old'), 'supersedes');
  });

  it('computes backlinks from bodies and related, ignoring missing ids', () => {
    assert.deepEqual(site.backlinks.get('b'), ['a']);
    assert.deepEqual(site.outgoing.get('new'), undefined, '"gone" does not exist');
    assert.equal(relationWord(site, 'a', 'b'), 'disputes');
  });

  it('groups disputes and sorts tasks by state, an action without a state being pending', () => {
    assert.deepEqual(site.disputes, [{ ids: ['a', 'b'] }]);
    assert.deepEqual(site.tasks.done.map((a) => a.id), ['t1']);
    assert.deepEqual(site.tasks.pending.map((a) => a.id), ['t2']);
    assert.equal(site.aliases.get('task-one'), 't1');
  });

  it('dates the timeline by created, else the first source, newest first', () => {
    assert.equal(articleDate(articles[3]), '2026-02-11');
    assert.deepEqual(site.timeline.map((e) => e.article.id), ['new', 't1', 'b', 'a', 'old']);
    assert.equal(site.timeline.find((e) => e.article.id === 'b')!.session, 's1');
    assert.deepEqual(site.runs.map((r) => r.session), ['s2', 's1']);
  });

  it('draws a local graph of the neighbours only, and none for an isolated article', () => {
    const g = localGraph('a', site)!;
    assert.deepEqual(g.nodes.map((n) => n.id), ['b']);
    assert.equal(g.edges[0].kind, 'disputes');
    assert.equal(localGraph('lonely', site), undefined);
  });

  it('is deterministic whatever the input order', () => {
    const again = buildSiteIndex([...articles].reverse(), [...runs].reverse());
    assert.deepEqual(again.edges, site.edges);
    assert.deepEqual(again.timeline.map((e) => e.article.id), site.timeline.map((e) => e.article.id));
  });
});
