// Shared by the publish tests: the fixture knowledge base, a deterministic shuffle, a site config.
export { FIXTURE, ROOT, fixtureArticles } from '../../helpers/fixture-knowledge.ts';

/** A deterministic shuffle (the builders must not depend on input order). */
export function shuffled<T>(list: readonly T[], seed = 7): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export const SITE = {
  title: 'GitClaw knowledge base',
  description: 'What GitClaw decided.',
  siteUrl: 'https://example.github.io',
  base: '/lore/',
  repo: 'japer-technology/gitclaw',
};
