// render/titles.ts: the titles of the records Lore writes in its own words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setupOf } from '../../../curation/merge/setup.ts';
import { recordTitle } from '../../../curation/render/titles.ts';
import { digest } from '../merge/helpers.ts';

function session(id: string, start: string, meta: { model?: string }) {
  const d = digest(id, [{ claims: [{ text: 'Wrote `src/app.ts`.' }] }], { start });
  Object.assign(d.session, meta);
  return d;
}

test("a rule's title leaves out the words that lead into it, 'my prompt is:' among them", () => {
  const ruleTitle = (text: string) => {
    const m = setupOf('p', [session('a', '2026-07-01T10:00:00Z', { model: 'm' })])!;
    return recordTitle({ ...m, form: 'record', slot: undefined, value: undefined, lead: { ...m.lead, claim: { ...m.lead.claim, text } } });
  };
  assert.equal(ruleTitle('我的提示詞為: 設定排程，每天早上7點半執行以下任務産出晨報'), 'Rule: 設定排程，每天早上7點半執行以下任務産出晨報');
  assert.equal(ruleTitle('Please, from now on write the commit messages in English'), 'Rule: Write the commit messages in English');
});
