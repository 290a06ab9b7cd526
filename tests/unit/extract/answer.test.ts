import { test } from 'node:test';
import assert from 'node:assert/strict';
import { digestAnswer, offerTask } from '../../../curation/extract/answer.ts';

test('the summary skips introductions and keeps the first informative sentences', () => {
  const d = digestAnswer("Good question — let me explain.\n\nHere's what I found:\n\nUnfortunately, **GitHub does not support excluding files** when creating a repository from a template. The template copies every committed file.");
  assert.match(d.summary, /^Unfortunately, GitHub does not support excluding files/);
  assert.doesNotMatch(d.summary, /Here's|\*\*/);
});

test('a verdict heading leads the summary', () => {
  const d = digestAnswer('## Yes, absolutely! Here is how\n\nThe agent can generate and maintain a GitHub Pages website for this repo.');
  assert.match(d.summary, /^Yes, absolutely\. The agent can generate/);
});

test('tables become key facts, and a leading table becomes the summary', () => {
  const d = digestAnswer('Here is the comparison:\n\n| Metric | Value |\n|---|---|\n| Commits ahead | **285** |\n| Files changed | 85 |\n');
  assert.equal(d.summaryFromTable, true);
  assert.match(d.summary, /Commits ahead: 285; Files changed: 85/);
  assert.ok(d.facts.some((f) => f.key === 'Commits ahead' && f.text === 'Commits ahead: 285'));
});

test('labelled bullets become facts typed by their signal; reference lists are dropped', () => {
  const d = digestAnswer('Findings:\n\n- **Retry limits** — pi retries 3 times with exponential backoff.\n- **No cost cap** — pi does not support a budget limit per session.\n\n参考：\n\n- src/a.go:12 src/b.go:40\n');
  const texts = d.facts.map((f) => f.text);
  assert.ok(texts.includes('Retry limits: pi retries 3 times with exponential backoff.'));
  assert.equal(d.facts.find((f) => f.key === 'No cost cap')?.type, 'limitation');
  assert.ok(!texts.some((t) => t.includes('src/a.go')));
});

test('closing offers become tasks; closing questions become open questions', () => {
  const d = digestAnswer('GitHub copies the whole repository.\n\nWould you like me to add `.GITCLAW/state/` to your `.gitignore`?');
  assert.deepEqual(d.offers, ['Add .GITCLAW/state/ to the .gitignore']);
  const q = digestAnswer('Records updated.\n\nWhat matters to you? Any boundaries you want me to respect always?');
  assert.ok(q.questions.includes('What matters to you?'));
  assert.equal(offerTask('Shall I create an orphan gh-pages branch?'), 'Create an orphan gh-pages branch');
});

test('an answer that asks back is a clarification', () => {
  assert.equal(digestAnswer("Could you clarify what you're asking? I just answered that above.").clarification, true);
  assert.equal(digestAnswer('The sky is blue because of Rayleigh scattering, which affects short wavelengths most.').clarification, false);
});
