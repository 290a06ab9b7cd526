// claims/rules/language.ts: the language the person wants all the work in, as a slot.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { byRule, digestOf } from './helpers.ts';

test('"all the work in <language>", in any language, is a preference with the language as its slot value', async () => {
  for (const [user, value] of [['schreibe alles auf deutsch', 'German'], ['Please write everything in English.', 'English'], ['全部用中文回答', 'Chinese'], ['пиши всё на русском', 'Russian']] as const) {
    const d = await digestOf([{ user, assistant: 'OK' }]);
    assert.deepEqual(byRule(d, 'language').map((c) => [c.kind, c.speaker, c.slot, c.value]), [['preference', 'person', 'language', value]], user);
  }
});

test('one reply in a language, a question, or a rule another rule took is no language rule', async () => {
  for (const user of ['Translate this paragraph into French.', 'Can you write everything in German?', 'Always write commit messages in English.']) {
    const d = await digestOf([{ user, assistant: 'OK' }]);
    assert.deepEqual(byRule(d, 'language'), [], user);
  }
});
