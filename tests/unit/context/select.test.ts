import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rank, selectContext } from '../../../curation/context/select.ts';
import { entry, fixtureEntries } from './helpers.ts';

const entries = fixtureEntries();
const select = (prompt: string, includeSuperseded = false, limit = 5) => selectContext(entries, prompt, { limit, includeSuperseded });
const ids = (list: { entry: { id: string } }[]) => list.map((s) => s.entry.id);

test('the best match for a question comes first, with the words that matched', () => {
  const s = select('Can the agent run on a schedule?');
  assert.equal(s.matches[0].entry.id, 'cron-via-actions-schedule');
  assert.deepEqual(s.matches[0].matched.sort(), ['agent', 'run', 'schedule']);
  assert.match(s.matches[0].reasons[0], /^matches "/);
});

test('preferences are always in, even for an unrelated prompt, and say why', () => {
  for (const prompt of ['How big is the folder?', 'zebra quantum banana']) {
    const s = select(prompt);
    assert.deepEqual(ids(s.preferences).sort(), ['answer-format', 'user-the-admiral']);
    for (const p of s.preferences) assert.ok(p.reasons.some((r) => r.startsWith('preference')));
  }
});

test('a matching preference stays in the preferences, not in the matches', () => {
  const s = select('How should the user be addressed?');
  assert.equal(s.preferences[0].entry.id, 'user-the-admiral');
  assert.ok(s.preferences[0].score > 0);
  assert.ok(!ids(s.matches).includes('user-the-admiral'));
});

test('a disputed article is flagged, carries its conflict, and brings the other side', () => {
  const s = select('What should the repository be renamed to?');
  const found = ids(s.matches);
  assert.ok(found.includes('rename-gitgraft') && found.includes('rename-gitlodger'), found.join());
  const first = s.matches.find((m) => m.entry.id === 'rename-gitlodger' || m.entry.id === 'rename-gitgraft')!;
  assert.ok(first.reasons.some((r) => r.startsWith('disputed with')));
  assert.match(first.entry.conflict ?? '', /GitGraft|GitLodger/);
  const other = s.matches[s.matches.indexOf(first) + 1];
  assert.ok(other.reasons.some((r) => r.startsWith('other side of the dispute') || r.startsWith('matches')));
});

test('superseded articles are left out by default; their successor inherits the match', () => {
  const s = select('Is GitClaw described as an AI agent add-on?');
  assert.ok(!ids(s.matches).includes('naming-add-on'));
  const successor = s.matches.find((m) => m.entry.id === 'naming-drop-in');
  assert.ok(successor, ids(s.matches).join());
  assert.ok(successor.reasons.some((r) => r.includes('replaces naming-add-on')), successor.reasons.join(' | '));
});

test('--include-superseded shows them, pointing at the successor', () => {
  const s = select('Is GitClaw described as an AI agent add-on?', true);
  const old = s.matches.find((m) => m.entry.id === 'naming-add-on');
  assert.ok(old, ids(s.matches).join());
  assert.equal(old.entry.supersededBy, 'naming-drop-in');
  assert.ok(old.reasons.includes('superseded by naming-drop-in'));
});

test('the limit caps matches; nothing below a fifth of the best score is shown', () => {
  const s = select('agent GitHub issues session skill', false, 2);
  assert.ok(s.matches.filter((m) => m.role === 'match').length <= 2);
  const all = select('agent GitHub issues session skill', false, 50);
  const best = Math.max(...all.matches.map((m) => m.score));
  for (const m of all.matches.filter((x) => x.role === 'match')) assert.ok(m.score >= best * 0.2);
});

test('nothing matches: no matches, searchable; only stopwords: not searchable', () => {
  const none = select('zebra quantum banana');
  assert.equal(none.matches.length, 0);
  assert.equal(none.searchable, true);
  const empty = select('what is it, and how?');
  assert.equal(empty.matches.length, 0);
  assert.equal(empty.searchable, false);
});

test('words standing together outrank the same words scattered', () => {
  // Same words, same counts, same length: only their distance differs.
  const together = entry('together', 'Notes', 'Pi retries at once when the API answers too many requests.');
  const scattered = entry('scattered', 'Notes', 'Many branches wait; the API answers open requests at once.');
  const ranked = rank([scattered, together], 'What happens on too many requests?');
  assert.equal(ranked[0].entry.id, 'together');
  assert.deepEqual(ranked[0].together, ['many requests']);
});

test('non-Latin prompts find non-Latin articles', () => {
  const docs = [
    entry('deploy-ja', 'デプロイ手順', 'GitHub Pagesでサイトを公開する手順。'),
    entry('cron-ja', '定期実行', 'GitHub Actionsのscheduleで定期的に実行する。'),
    entry('licence-ru', 'Лицензия', 'Проект распространяется по лицензии MIT.'),
  ];
  assert.equal(rank(docs, 'サイトの公開方法は?')[0].entry.id, 'deploy-ja');
  assert.equal(rank(docs, '定期実行できますか')[0].entry.id, 'cron-ja');
  assert.equal(rank(docs, 'какая лицензия')[0].entry.id, 'licence-ru');
});

test('a title match weighs more than the same word deep in a long body', () => {
  const filler = 'Unrelated words about builds and caches. '.repeat(40);
  const titled = entry('titled', 'Copyright of the fork', `${filler}`);
  const buried = entry('buried', 'Build notes', `${filler} The copyright is mentioned once. ${filler}`);
  assert.equal(rank([buried, titled], 'copyright')[0].entry.id, 'titled');
});

test('low confidence and outdated status lower an otherwise equal match', () => {
  const sure = entry('sure', 'Folder size', 'The folder is 149 MB.', { confidence: 0.9 });
  const old = entry('old', 'Folder size', 'The folder is 149 MB.', { confidence: 0.9, status: 'outdated' });
  const unsure = entry('unsure', 'Folder size', 'The folder is 149 MB.', { confidence: 0.2 });
  assert.deepEqual(rank([old, unsure, sure], 'folder size').map((r) => r.entry.id)[0], 'sure');
});

test('a question finds the article filed under the word answers use: "large" is "size", "renamed" is "name"', () => {
  const list = [
    entry('folder-size', 'Total size of the .widgets folder', 'The .widgets folder takes 149 MB, most of it node_modules.'),
    entry('large-files', 'Large file storage', 'Git LFS keeps binaries out of the history of the .widgets repository.'),
    entry('repo-name', 'A name for the repository other than widgets', 'GitLodger is the cleanest pick for the repository.'),
  ];
  assert.equal(rank(list, 'How large is the .widgets folder?')[0].entry.id, 'folder-size');
  assert.equal(rank(list, 'What should the repository be renamed to?')[0].entry.id, 'repo-name');
  // (Found by the other word alone.)
  assert.ok(rank(list, 'How large?').some((r) => r.entry.id === 'folder-size'));
  assert.ok(rank(list, 'Renamed?').some((r) => r.entry.id === 'repo-name'));
});

test('a question about a choice finds the article whose Decisions section holds it, whatever language the choice was made in', () => {
  const list = [
    entry('ui-stack', 'React + TypeScript + Vite + Mantine', '## Decisions\n\n- “я хочу использовать React.js + Mantine.”\n\n## Key facts\n\n- Проект инициализирован'),
    entry('types', 'Типы TypeScript', '## Key facts\n\n- Обновил типы TypeScript для статуса заказа'),
  ];
  assert.equal(rank(list, 'Which frontend stack was chosen?')[0]?.entry.id, 'ui-stack');
  assert.equal(rank(list, 'What was decided?')[0]?.entry.id, 'ui-stack');
});
