// The shipped example corpus (examples/gitclaw, 21 pi sessions): a bootstrap reads every session
// without a warning, makes a knowledge base of a readable size, finds the subjects the main seed
// lists (by loose patterns on titles, not exact prose), and is deterministic.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curate } from '../../../curation/pipeline/curate.ts';
import { loadKnowledge } from '../../../curation/store/load.ts';
import { loadConfig } from '../../../curation/config/load.ts';
import { tempProject } from '../../helpers/project.ts';
import { snapshotTree } from '../../helpers/tree.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function bootstrap() {
  const p = tempProject({ github: { repo: 'japer-technology/gitclaw' } });
  cpSync(path.join(repo, 'examples/gitclaw/state'), path.join(p.sessions, 'state'), { recursive: true });
  // (Relative, as a config names them: the state records its sources, and two temp dirs must agree.)
  p.config.sessions = ['sessions/state/sessions'];
  const report = await curate(p.config, { bootstrap: true });
  return { p, report, articles: loadKnowledge(p.knowledge).articles };
}

// One bootstrap shared by the tests that only read it.
const shared = bootstrap();

/** The subjects ../shared/seeds/000* lists as buried in the 21 sessions, by loose patterns on titles.
 * A subject the core does not find yet carries the reason and the titles it made instead. */
const LOST_ON_3889591 = 'the cap on subjects per project (0af33df, about 2.5 × √exchanges) folds it into a neighbour; the titles in force on 3889591: "Classic Spock — Logical, measured, dry wit…", "Deep Analysis: Clear/Reset State — Pi + GitClaw Combined", ".GITCLAW/docs/GITCLAW-Loves-Pi.md: The four modes", "THE IDEA", "Viability Analysis: Clear/Reset State Commands in GitClaw", "Broad Vectors of GitHub Intelligence", "The bulk of the size — 148 MB out of 149 MB — is the node_modules folder", ".GITCLAW Communication Channels", "The GitClaw Ecosystem — All Projects", "Pi\'s Mechanisms for Controlling Runaway Processing and Costs", "PR: Sawyer Hood\'s original repo Fork date", "Skills That Would Massively Expand GitClaw\'s Power", "Website: The README even hints at this", "Agent\'s name: Spock", "The person\'s name: Admiral", "Your Fork (japer-technology/gitclaw) — Major Changes", ".GITCLAW/docs/GITCLAW-Since-Forking.md — Rewritten to match the docs UI pattern", "Handling Copyright Given the Roadmap", "Report: Japer-technology/gitclaw" (on a80a3f6 it was found)';
const SEED_SUBJECTS: [string, RegExp, string?][] = [
  ["the agent's identity (Spock)", /Spock/],
  ['the person, "The Admiral"', /Admiral/],
  ['the fork comparison with SawyerHood/gitclaw', /SawyerHood|fork|Since-Forking/i],
  ['cron / scheduled runs', /cron/i, LOST_ON_3889591],
  ['a website on GitHub Pages', /website|GitHub Pages/i],
  ['"add-on" or "drop-in" naming', /add-on|drop-in/i],
  ['copyright of the MIT fork', /copyright/i],
  ['state files kept out of copies (.gitattributes export-ignore)', /state.*(file|copy|template|gitattributes|export)|gitattributes/i, LOST_ON_3889591],
  ['skills', /skill/i],
];

test('bootstrapping the GitClaw sessions reads all 21 with no warning and makes at most 40 articles', async () => {
  const { report, articles } = await shared;
  assert.equal(report.read, 21);
  assert.deepEqual(report.diagnostics, []);
  assert.ok(articles.length > 0 && articles.length <= 40, `${articles.length} articles`);
  assert.equal(report.articles!.total, articles.length);
});

for (const [what, re, todo] of SEED_SUBJECTS) {
  test(`the seed's subject "${what}" is found by title among the articles in force (${re})`, todo ? { todo } : {}, async () => {
    const { articles } = await shared;
    const titles = articles.filter((a) => a.data.status !== 'superseded').map((a) => a.data.title);
    assert.ok(titles.some((t) => re.test(t)), `titles: ${JSON.stringify(titles)}`);
  });
}

test("the agent's name is a record in preferences that says Spock", async () => {
  const { articles } = await shared;
  const records = articles.filter((a) => a.data.topic === 'preferences' && /Spock/.test(`${a.data.title} ${a.data.summary}`));
  assert.equal(records.length, 1, articles.filter((a) => a.data.topic === 'preferences').map((a) => a.data.title).join(' | '));
  const [spock] = records;
  assert.equal(spock.data.type, 'preference');
  assert.equal(spock.data.status, 'current');
  assert.ok(spock.data.sources.some((s) => s.role === 'user'), 'the person named it');
});

test('the person\'s own name ("The Admiral") is a record in preferences', async () => {
  const { articles } = await shared;
  const admiral = articles.filter((a) => a.data.topic === 'preferences' && /Admiral/.test(`${a.data.title} ${a.data.summary}`));
  assert.equal(admiral.length, 1, articles.map((a) => a.data.title).join(' | '));
});

const GREETINGS = ['64ddb985-5b6b-4d0c-854b-e8300d86dee4', '525a5c8b-f733-4ca8-84e1-db7bdfb12bbe', 'ac8c717e-0824-4232-8182-17cbdc9376a4'];

test('the greeting-only sessions make no article of their own: at most the limitation their model API refusal is', { todo: 'on 3889591 the cap on subjects (0af33df) folds the refusal of two greeting sessions, and the sky and ocean answers, into the decision "Skills That Would Massively Expand GitClaw\'s Power"' }, async () => {
  const { articles } = await shared;
  const fed = articles.filter((a) => a.data.sources.some((s) => GREETINGS.includes(s.session)));
  assert.ok(fed.length <= 1, fed.map((a) => a.data.title).join(' | '));
  for (const a of fed) {
    assert.equal(a.data.type, 'limitation');
    assert.ok(a.data.sources.filter((s) => GREETINGS.includes(s.session)).every((s) => s.role === 'system'), 'only the API error is cited, not the greeting');
  }
});

test('the same model API refusal in the three greeting sessions is one limitation citing all three', { todo: 'the refusal is the only claim of each greeting-only session and failures claims (speaker tool) do not count in an exchange\'s features, so each greeting thread is grouped by its greeting words alone: on a80a3f6 the limitation cited two of the three sessions ("Hail" twice joined, "Hello" was dropped); on b6752e4 no article was made of it; on 3889591 two of the three are folded into an unrelated decision' }, async () => {
  const { articles } = await shared;
  const refused = articles.filter((a) => /Server-To-Server Tokens/i.test(a.data.title));
  assert.equal(refused.length, 1);
  assert.deepEqual(new Set(refused[0].data.sources.map((s) => s.session)), new Set(GREETINGS));
});

test('general-knowledge questions unrelated to the project (why the sky is blue, why the ocean is deep) make no article', { todo: 'the answers to "Why is the sky blue? And tall?" and "Why is the ocean deep?" make an article (titled "Blue: Deepest point (Challenger Deep)…" on a80a3f6, "Plate Tectonics" on b6752e4; folded into "Skills That Would Massively Expand GitClaw\'s Power" on 3889591)' }, async () => {
  const { articles } = await shared;
  for (const a of articles) assert.doesNotMatch(`${a.data.title}\n${a.data.summary}\n${a.body}`, /Rayleigh|sky (?:is|appears) blue|Challenger Deep/i, a.id);
});

test('two bootstraps of the example give the same knowledge base, byte for byte', async () => {
  const [{ p: a }, { p: b }] = await Promise.all([shared, bootstrap()]);
  assert.deepEqual(snapshotTree(b.knowledge), snapshotTree(a.knowledge));
});

test('the committed knowledge/ is what curation produces from the example corpus', async () => {
  const config = await loadConfig(repo);
  const p = tempProject({ github: { repo: config.github.repo }, site: config.site });
  // The sessions where the repository's config names them: the state records its sources as written.
  mkdirSync(path.join(p.root, 'examples', 'gitclaw'), { recursive: true });
  symlinkSync(path.join(repo, 'examples/gitclaw/state'), path.join(p.root, 'examples/gitclaw/state'), 'junction');
  p.config.sessions = config.sessions;
  await curate(p.config, { bootstrap: true });
  const committed = snapshotTree(path.join(repo, 'knowledge'));
  const fresh = snapshotTree(p.knowledge);
  assert.deepEqual([...fresh.keys()], [...committed.keys()], 'same files (run `npm run curate -- --bootstrap` and commit knowledge/)');
  for (const [file, text] of fresh) assert.equal(committed.get(file), text, `${file} differs: run \`npm run curate\` and commit knowledge/`);
});
