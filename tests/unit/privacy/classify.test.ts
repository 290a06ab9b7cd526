import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifySource } from '../../../curation/privacy/classify.ts';
import { globToRegExp, matchesGlob } from '../../../curation/privacy/glob.ts';

const root = '/home/ada/project';

describe('matchesGlob', () => {
  const cases: [string, string, boolean][] = [
    ['examples/private/x.jsonl', '**/private/**', true],
    ['private/x.jsonl', '**/private/**', true],
    ['/home/ada/.claude/projects/private/s.jsonl', '**/private/**', true],
    ['/home/ada/private', '**/private/**', true],
    ['examples/privates/x.jsonl', '**/private/**', false],
    ['a/b.jsonl', '*.jsonl', true],
    ['a/c/b.jsonl', 'a/*.jsonl', false],
    ['a/c/b.jsonl', 'a/**/*.jsonl', true],
    ['a/b.jsonl', 'a/**/*.jsonl', true],
    ['x/client-7/y', '**/client-[0-9]/**', true],
    ['x/client-a/y', '**/client-[!a-z]/**', false],
    ['notes/a.md', '**/*.{md,txt}', true],
    ['notes/a.ts', '**/*.{md,txt}', false],
    ['/home/ada/work/acme/s.jsonl', '/home/ada/work/**', true],
    ['/home/ada/workshop/s.jsonl', '/home/ada/work/**', false],
    ['a?b/c', 'a\\?b/c', true],
    ['axb/c', 'a\\?b/c', false],
    [String.raw`C:\Users\ada\private\s.jsonl`, '**/private/**', true],
  ];
  for (const [p, glob, expected] of cases) {
    it(`${glob} ${expected ? 'matches' : 'does not match'} ${p}`, () => assert.equal(matchesGlob(p, glob), expected));
  }

  it('compiles each glob once', () => {
    assert.equal(globToRegExp('**/x/**'), globToRegExp('**/x/**'));
  });
});

describe('classifySource', () => {
  const rules = [
    { match: '**/private/**', visibility: 'private' as const },
    { match: '**/private/shared/**', visibility: 'public' as const },
    { match: '/srv/clients/**', visibility: 'private' as const },
    { match: 'sessions/published/**', visibility: 'public' as const },
  ];

  it('applies the first matching rule, on the path relative to the root', () => {
    assert.deepEqual(classifySource({ file: 'sessions/private/a.jsonl', root }, rules, 'public'), {
      visibility: 'private',
      rule: '**/private/**',
    });
  });

  it('first match wins even when a later rule is more specific', () => {
    assert.equal(classifySource({ file: 'x/private/shared/a.jsonl', root }, rules, 'public').rule, '**/private/**');
  });

  it('matches a relative rule against an absolute file inside the root', () => {
    assert.deepEqual(classifySource({ file: `${root}/sessions/published/a.jsonl`, root }, rules, 'private'), {
      visibility: 'public',
      rule: 'sessions/published/**',
    });
  });

  it('matches the absolute path of a file outside the root', () => {
    assert.deepEqual(classifySource({ file: '/home/ada/.claude/projects/private/s.jsonl', root }, rules, 'public'), {
      visibility: 'private',
      rule: '**/private/**',
    });
  });

  it("matches the session's working directory", () => {
    assert.deepEqual(classifySource({ file: 'sessions/a.jsonl', cwd: '/srv/clients/acme', root }, rules, 'public'), {
      visibility: 'private',
      rule: '/srv/clients/**',
    });
  });

  it('falls back to the default when no rule matches, without naming a rule', () => {
    assert.deepEqual(classifySource({ file: 'sessions/a.jsonl', cwd: '/home/ada/project', root }, rules, 'public'), { visibility: 'public' });
    assert.deepEqual(classifySource({ file: 'sessions/a.jsonl', root }, rules, 'private'), { visibility: 'private' });
    assert.deepEqual(classifySource({ file: 'sessions/a.jsonl', root }, [], 'private'), { visibility: 'private' });
  });

  it('does not let a "../" relative path match a relative rule', () => {
    assert.deepEqual(classifySource({ file: '/elsewhere/sessions/published/a.jsonl', root }, [{ match: 'sessions/published/**', visibility: 'public' }], 'private'), {
      visibility: 'private',
    });
  });
});
