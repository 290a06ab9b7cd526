// claims/features.ts: the plain text units are measured by.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isPointer, plain, startsWithChatter } from '../../../curation/claims/features.ts';
import { cleanTitle, titleScore } from '../../../curation/merge/naming.ts';

test('plain text drops Markdown: emphasis, code marks, link targets, table pipes and a task list box', () => {
  assert.equal(plain('**Port** is `8080`, see [the docs](https://x.test/docs)'), 'Port is 8080, see the docs');
  assert.equal(plain('| Port | 8080 |'), 'Port | 8080');
  assert.equal(plain('[ ] T024 Enforce no auto-hide'), 'T024 Enforce no auto-hide');
  assert.equal(plain('- [x] Remove the timers'), 'Remove the timers');
  // A bracket that is words stays.
  assert.equal(plain('[US2] Enforce no auto-hide'), '[US2] Enforce no auto-hide');
});

test('a task list item as a title keeps its words, not its box', () => {
  assert.equal(cleanTitle('- [ ] T024 [US2] Enforce no auto-hide: remove timers'), 'T024 [US2] Enforce no auto-hide: remove timers');
});

test('a report that work was done, pointing at its file and naming nothing else, is a pointer', () => {
  assert.equal(isPointer('Done: wrote the summary to `docs/summary.md`.'), true);
  assert.equal(isPointer('已完成，說明已寫入 `artifacts/4192298094/result.md`，可用字幕檔在 `artifacts/4192298094/result.srt`。'), true);
  assert.equal(isPointer('軟體工程師成長指南已交付： artifacts/4204353851/result.md'), true);
  // Something of its own besides the file: a named thing, a figure, a statement.
  assert.equal(isPointer('Создан компонент AppInstallButtons с картинками из public/images/app-store/'), false);
  assert.equal(isPointer('training_v9.log — Completed, 80 epochs (best run)'), false);
  assert.equal(isPointer('The API server listens on port 5000, set in `config/server.yaml`.'), false);
  assert.equal(isPointer('Wrote `docs/DEPLOY.md` with the Node requirement, the port from the server config and the upload steps to the bucket.'), false);
});

test('a pointer scores below a title that names the subject', () => {
  const idf = () => 2;
  assert.ok(titleScore('已完成，說明寫入 artifacts/4192323167/result.md', idf) < titleScore('字幕無法上傳的原因：SRT 序號不是問題', idf));
});

test('a link whose text only names its file says where the file is', () => {
  assert.equal(plain('[example_walk.cpp](~/sdk/examples/example_walk.cpp:1) は起動済み'), '~/sdk/examples/example_walk.cpp は起動済み');
  assert.equal(plain('see [the guide](docs/guide.md) and [x.md](https://example.test/x.md)'), 'see the guide and x.md');
});

test("a home folder's ~/ in a title is kept; emphasis marks are not", () => {
  assert.equal(cleanTitle('The SDK lives in ~/unitree_legged_sdk/examples now'), 'The SDK lives in ~/unitree_legged_sdk/examples now');
  assert.equal(cleanTitle('**Fixed** the ~~old~~ loader'), 'Fixed the old loader');
});

test('Japanese says what it will do at the end: a sentence ending so is process talk, like one opening with "let me"', () => {
  assert.equal(startsWithChatter('完了後に ibus を起動し、入力ソースへ Mozc を追加します。'), true);
  assert.equal(startsWithChatter('Let me check the config first.'), true);
  assert.equal(startsWithChatter('USB に見えているのは RPLIDAR A1 ではなく Intel RealSense D435i です。'), false);
  assert.equal(startsWithChatter('The port is 8080, set in config/server.yaml.'), false);
});
