// The shipped example corpus: what a bootstrap must find, what it must not make, and that the
// committed knowledge/ is exactly what curation produces from it.
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
  p.config.sessions = [path.join(p.sessions, 'state/sessions')];
  const report = await curate(p.config, { bootstrap: true });
  return { p, report, articles: loadKnowledge(p.knowledge).articles };
}

test('bootstrapping the GitClaw sessions finds what the main seed lists, by title', async () => {
  const { articles, report } = await bootstrap();
  assert.equal(report.read, 21);
  assert.equal(report.diagnostics.length, 0);
  // What a reader finds first: the articles in force (a superseded one is history).
  const titles = articles.filter((a) => a.data.status !== 'superseded' && a.data.type !== 'action').map((a) => a.data.title);
  const find = (re: RegExp) => titles.filter((t) => re.test(t));
  const expectations: [string, RegExp][] = [
    ['the agent identity (Spock)', /Spock/],
    ['The Admiral and how to address them', /address.*Admiral/i],
    ['the fork comparison with SawyerHood/gitclaw', /SawyerHood\/gitclaw/],
    ['the cron / scheduled runs analysis', /^Cron\b/],
    ['the GitHub Pages website analysis', /^Can the standard website for a repo homepage be generated and maintained by AI\?$/],
    ['the add-on vs drop-in naming', /Add-On.*Drop-In/i],
    ['the copyright analysis', /Copyright/i],
    ['state files kept out of template copies', /state.*template|template.*state/i],
    ['the skills system and how to add one', /^Pi Skills$/],
  ];
  for (const [what, re] of expectations) assert.equal(find(re).length, 1, `${what}: ${re} in ${JSON.stringify(titles)}`);
  const spock = articles.find((a) => /Spock/.test(a.data.title))!;
  assert.equal(spock.data.topic, 'decisions');
  // A later mention is quoted by the sentence that names the agent, not by its answer's opening.
  assert.match(spock.body, /Referred to again in [^\n]*#130[^\n]* on 21 Feb 2026: “Together they turn Spock from/);
  // Where it is recorded, and what that file said before.
  assert.match(spock.body, /- Recorded in `\.GITCLAW\/AGENTS\.md`/);
  assert.match(spock.body, /## History\n\n- Until 20 Feb 2026: `\.GITCLAW\/AGENTS\.md` said “Identity: Admiral”/);
  const admiral = articles.find((a) => /Admiral/.test(a.data.title))!;
  assert.equal(admiral.data.topic, 'preferences');
  // No answer after issue #74 addressed them so: the record did not reach later sessions.
  assert.match(admiral.body, /- Not applied later: none of the agent's \d+ answers after that, in 16 other sessions \(issues #71 to #150\)/);
  assert.match(articles.find((a) => a.data.title === 'Pi Skills')!.body, /## Steps\n\n1\. Create a directory[\s\S]*SKILL\.md/);
  // pi's docs put project skills in `.pi/skills/`; GitClaw keeps pi under `.GITCLAW/`.
  assert.match(articles.find((a) => a.data.title === 'Pi Skills')!.body, /## Caveats\n\n- The sessions of this repository showed `\.pi\/skills\/` only under `\.GITCLAW\/`: `\.GITCLAW\/\.pi\/skills\/memory\/SKILL\.md` \(\[issue #89\]\([^)]+\)\), nothing at `\.pi\/skills\/`\. Check which of the two the tool reads/);
  // (Steps in an answer to another question than how to do it are suggestions.)
  assert.match(articles.find((a) => /^Viability Analysis/.test(a.data.title))!.body, /## Suggested steps\n\n1\. Register tools the agent can invoke/);
  // A reply that went missing, as the person reported it mid-thread, is an incident of its own, with
  // the agent's explanation marked unchecked; the thread's article (since superseded) links to it.
  const incident = articles.find((a) => a.data.title === 'Reported: “I asked the question but then added a sub-issue and it did not ever answer”')!;
  assert.equal(incident.data.topic, 'limitations');
  // (It looked before it explained, and the reply was posted by hand later in the session: what
  // failed can fail again, so the incident stays current.)
  assert.equal(incident.data.status, 'current');
  assert.equal(incident.data.summary, 'The person reported in issue #103: “I asked the question but then added a sub-issue and it did not ever answer.” The agent looked (`gh issue view 103 --comments`) and explained: “Issue #103 never got its original comparison answer.” This time it was put right by hand later in the session: “The full comparison has been posted to issue #103.”');
  const compared = articles.find((a) => a.data.status === 'superseded')!;
  assert.ok(compared.data.related.includes(incident.id));
  assert.doesNotMatch(compared.body, /## Reported on the way/);
  // Tags name subjects, not words any answer has.
  for (const generic of ['stated', 'day', 'across', 'failing', 'number', 'read']) assert.ok(!articles.some((a) => a.data.tags.includes(generic)), generic);
  // A later session's finding whose every sentence is a key fact already is not told again.
  const size = articles.find((a) => a.data.title === 'Total size of the .GITCLAW folder')!;
  assert.match(size.body, /- Total — Size: ~2\.4 MB — /);
  assert.doesNotMatch(size.body, /## Later findings/);
  // The sections the answer covered, each with what it said there.
  assert.match(articles.find((a) => /^Viability Analysis/.test(a.data.title))!.body, /\n- Session State \(state\/sessions\/\*\.jsonl\): Full conversation transcripts[^\n]*; Clear viability: ⚠️ Moderate risk\n/);
});

test('the fork measured again supersedes the first comparison; an aside of the website plan disputes no memory claim', async () => {
  const { articles } = await bootstrap();
  const [old] = articles.filter((a) => a.data.status === 'superseded');
  assert.match(old.data.title, /SawyerHood\/gitclaw \(as of 20 Feb 2026\)$/);
  const successor = articles.find((a) => a.id === old.data.superseded_by)!;
  assert.deepEqual(successor.data.supersedes, [old.id]);
  // (The article in force has the plain slug; the snapshot it superseded, its day.)
  assert.equal(successor.id, 'japer-technology-gitclaw-compared-sawyerhood');
  assert.equal(old.id, 'japer-technology-gitclaw-compared-sawyerhood-2026-02-20');
  assert.ok(successor.data.sources.some((s) => s.issue === 142));
  assert.match(successor.body, /## History\n\n- Until 22 Feb 2026: .*285.* It wrote `\.GITCLAW\/docs\/GITCLAW-Since-Forking\.md`/);
  // ("I don't have memory across conversations" against a website plan's "remembers the site
  // structure across sessions": an aside, another scope, so no dispute.)
  assert.deepEqual(articles.filter((a) => a.data.status === 'disputed').map((a) => a.data.title), []);
  // (Nor is it outdated: the agent used its name later only after reading the file it is recorded in.)
  const memory = articles.find((a) => /^Reported: “Why are you not remembering/.test(a.data.title))!;
  assert.equal(memory.data.status, 'current');
  assert.match(memory.body, /## Later\n\n- In \[issue #130\]\([^)]+\) on 21 Feb 2026, the agent used the name only after reading `\.GITCLAW\/AGENTS\.md`, where the identity is recorded: “Together they turn Spock/);
});

test('a file written before the model API failed is an article of its own, not merged into the next file written', async () => {
  const { articles } = await bootstrap();
  // (Titled by the file as it is now: git later renamed THE-IDEA.md to .GITCLAW/docs/GITCLAW-The-Idea.md.)
  const idea = articles.filter((a) => /^GITCLAW-The-Idea\.md: /.test(a.data.title));
  const lovesPi = articles.filter((a) => /GITCLAW-Loves-Pi\.md/.test(a.data.title));
  assert.equal(idea.length, 1);
  assert.equal(lovesPi.length, 1);
  assert.equal(idea[0].data.summary, 'Wrote THE-IDEA.md: .GITCLAW — An AI Agent That Lives in Your Repo.');
  assert.match(idea[0].body, /## Outcome\n\n- Reply not sent, though the work was done: the model API failed \(Your credit balance is too low/);
  // The agent never said that sentence: its source quotes what the agent wrote, in the file.
  const quotes = idea[0].data.sources.filter((x) => x.role === 'assistant').map((x) => x.quote ?? '');
  assert.deepEqual(quotes, ['THE-IDEA.md: .GITCLAW — An AI Agent That Lives in Your Repo']);
});

test('greeting-only sessions make no article of their own (the model API refusing all three alike is one limitation), nor do the sky-is-blue questions', async () => {
  const { articles } = await bootstrap();
  const refused = articles.filter((a) => /^Model API refused: GitHub App/.test(a.data.title));
  assert.equal(refused.length, 1, 'the same refusal in three sessions is one limitation');
  assert.equal(new Set(refused[0].data.sources.map((s) => s.session)).size, 3);
  const greetingSessions = ['64ddb985-5b6b-4d0c-854b-e8300d86dee4', '525a5c8b-f733-4ca8-84e1-db7bdfb12bbe', 'ac8c717e-0824-4232-8182-17cbdc9376a4'];
  for (const a of articles) {
    // (Their greetings make nothing; the model API refusing them all the same way is a limitation,
    // and the model they ran on, changed since, an event.)
    if (a.data.sources.some((s) => greetingSessions.includes(s.session))) assert.match(a.data.title, /^Model API refused: GitHub App Server-To-Server Tokens|^Model changed to claude-opus-4-6 \(anthropic\)$/, `${a.id} cites a greeting session`);
    assert.doesNotMatch(`${a.data.title}\n${a.body}`, /Rayleigh|sky (?:is|appears) blue|ocean deep/i, a.id);
  }
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

test('what the issue maps and later folders show is told: the .gitignore advice would lose the sessions; the rename went elsewhere', async () => {
  const { articles } = await bootstrap();
  const caveat = /## Caveats\n\n- Ignoring `\.GITCLAW\/state\/` in `\.gitignore` would stop git tracking this repository's own agent sessions: its issue maps keep them in `\.GITCLAW\/state\/sessions\/`/;
  const warned = articles.filter((a) => caveat.test(a.body)).map((a) => a.data.title).sort();
  assert.deepEqual(warned, ['Keeping .GITCLAW/state/** files from being copied when a template is created from the repo']);
  // (The offer nobody answered is told there, beside the caveat, and is no task.)
  assert.match(articles.find((a) => a.data.title === warned[0])!.body, /- Offered, with no answer: Add \.GITCLAW\/state\/ to the \.gitignore \(20 Feb 2026\)/);
  assert.ok(!articles.some((a) => a.data.type === 'action'));
  const naming = articles.find((a) => a.data.title.startsWith('A new name for the repo'))!;
  assert.equal(naming.data.title, "A new name for the repo (suggested: GitLodger)");
  assert.match(naming.data.summary ?? '', /Not adopted: the repo became `github-claw` by 23 Feb 2026\.$/);
});

test("a question about the agent's failure is told as a report, and its answer as the agent's explanation", async () => {
  const { articles } = await bootstrap();
  // Titled by the report, not by the excuse ("The agent doesn't have memory across conversations").
  const memory = articles.find((a) => a.data.title === 'Reported: “Why are you not remembering who I told you are?”')!;
  assert.match(memory.data.summary ?? '', /^Asked “Why are you not remembering who I told you are\? Spock ring a bell\?”, the agent explained: /);
  // What it had to go on: the record, which that session never opened.
  assert.match(memory.data.summary ?? '', /The identity had been recorded in `\.GITCLAW\/AGENTS\.md` \(\[issue #74\]\([^)]+\)\); the agent answered without reading that file\.$/);
  assert.match(memory.body, /## Caveats\n\n- The agent's own explanation of a failure the person reported; no session checks it\./);
  assert.ok(memory.data.confidence <= 0.5);
  // The identity it forgot hears of it: a reminder, not a confirmation.
  const spock = articles.find((a) => /Spock/.test(a.data.title))!;
  assert.match(spock.body, /- The person had to remind the agent in \[issue #85\]\([^)]+\) on 20 Feb 2026: “Why are you not remembering/);
  assert.doesNotMatch(spock.body, /Referred to again in \[issue #85\]/);
  // And asked its name in issue #71 after it was recorded, it answered without it.
  assert.match(spock.body, /## Caveats\n\n- Not applied everywhere: asked who it is after this was recorded, the agent answered without the name twice/);
  assert.match(spock.body, /- Not applied in \[issue #71\]\([^)]+\) on 20 Feb 2026: asked “What is your name\?”, the agent answered “I don't have a personal name/);
});

test('the model the sessions moved to is an event, linked with the refusals of the one before', async () => {
  const { articles } = await bootstrap();
  const changed = articles.filter((a) => a.data.type === 'event' && /^Model changed to/.test(a.data.title));
  assert.deepEqual(changed.map((a) => a.data.title), ['Model changed to claude-opus-4-6 (anthropic)']);
  assert.equal(changed[0].data.summary, 'From 20 Feb 2026, the sessions in gitclaw ran on claude-opus-4-6 (anthropic) (18 sessions, the last on 23 Feb 2026). Before, they ran on gpt-4o (github-copilot) (3 sessions, 19 Feb 2026 to 20 Feb 2026), every one of which reported an error.');
  const refused = articles.find((a) => /^Model API refused: GitHub App/.test(a.data.title))!;
  assert.ok(refused.data.related.includes(changed[0].id) && changed[0].data.related.includes(refused.id));
});
