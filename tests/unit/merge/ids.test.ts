// merge/ids.ts: an article keeps its id forever; new ids are readable slugs, unique, never one a
// person's article holds or a deleted one had; an article in force gets the plain slug first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assignIds, slugOf } from '../../../curation/merge/ids.ts';
import type { ArticleModel } from '../../../curation/merge/model.ts';
import type { Status } from '../../../curation/schema/article.ts';

function model(founder: string, title: string, status: Status = 'current'): ArticleModel {
  return { founder, title, status, type: 'fact' } as ArticleModel;
}

test('a known founder keeps its id, whatever its title is now', () => {
  const ids = assignIds([model('s:a#0', 'A completely new title')], new Map([['s:a#0', 'old-slug']]), new Set());
  assert.equal(ids.get('s:a#0'), 'old-slug');
});

test('new ids are slugs of the title, made unique', () => {
  const ids = assignIds([model('s:a#0', 'Release workflow publishes to npm'), model('s:b#0', 'Release workflow publishes to npm')], new Map(), new Set());
  assert.deepEqual([ids.get('s:a#0'), ids.get('s:b#0')], ['release-workflow-publishes-npm', 'release-workflow-publishes-npm-2']);
});

test("a reserved id (a person's article, a deleted one) and a known id in use are never given again", () => {
  const ids = assignIds(
    [model('s:new#0', 'Release workflow publishes to npm'), model('s:other#0', 'Cache layer uses Redis'), model('s:kept#0', 'Queue worker retries jobs')],
    new Map([['s:kept#0', 'cache-layer-uses-redis']]),
    new Set(['release-workflow-publishes-npm']),
  );
  assert.equal(ids.get('s:new#0'), 'release-workflow-publishes-npm-2');
  assert.equal(ids.get('s:other#0'), 'cache-layer-uses-redis-2');
});

test('an article in force gets the plain slug before the one it superseded', () => {
  const ids = assignIds([model('x:old', 'Database: PostgreSQL', 'superseded'), model('s:new', 'Database: PostgreSQL')], new Map(), new Set());
  assert.equal(ids.get('s:new'), 'database-postgresql');
  assert.equal(ids.get('x:old'), 'database-postgresql-2');
});

test('ids are stable: the same models give the same ids in any run', () => {
  const models = [model('s:a#0', 'Alpha beta'), model('s:b#0', 'Alpha beta'), model('s:c#0', 'Gamma delta', 'superseded')];
  assert.deepEqual([...assignIds(models, new Map(), new Set())], [...assignIds(models, new Map(), new Set())]);
});

test('a title with no Latin words gets a readable fallback: the type and a hash of the founder', () => {
  const a = slugOf({ title: '部署指南', type: 'fact', founder: 's:a#0' });
  const b = slugOf({ title: '部署指南', type: 'fact', founder: 's:b#0' });
  assert.match(a, /^fact-[0-9a-f]{6}$/);
  assert.notEqual(a, b);
  assert.match(slugOf({ title: 'GitGraft', type: 'fact', founder: 's:c#0' }), /^gitgraft-[0-9a-f]{6}$/);
  assert.equal(slugOf({ title: 'Café au lait recipe', type: 'fact', founder: 's:d#0' }), 'cafe-au-lait-recipe');
});

test("an id whose founder is gone this run goes on with the article of the very same slug; a reserved one never does", () => {
  const m = (founder: string, title: string) => model(founder, title);
  const known = new Map([['s:old#0', 'agent-name-spock'], ['s:gone#0', 'cache-ttl-settings'], ['s:kept#0', 'kept-subject']]);
  const ids = assignIds([m('s:new#3', "Agent name Spock"), m('s:kept#0', 'Kept subject'), m('s:other#1', 'Cache TTL settings')], known, new Set(['cache-ttl-settings']));
  assert.equal(ids.get('s:new#3'), 'agent-name-spock');
  assert.equal(ids.get('s:kept#0'), 'kept-subject');
  assert.equal(ids.get('s:other#1'), 'cache-ttl-settings-2');
});
