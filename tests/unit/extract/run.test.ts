// extract/: what the new readers need from extraction. Aider writes whole files and says nothing
// else; Copilot CLI's oldest logs keep only what the person typed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractSession } from '../../../curation/extract/index.ts';
import { makeSession } from '../../helpers/session.ts';

test('an exchange whose only answer is the files it wrote is completed, an API error met on the way notwithstanding', () => {
  const session = makeSession('code-only', [
    { user: 'Add a discount to the cart: 10% off orders over 100 EUR', assistant: 'Added the discount in cart.py: orders over 100 EUR get 10% off.', tools: [{ name: 'write', filesWritten: ['cart.py'] }] },
    { user: 'Fix the failing test in tests/test_cart.py', tools: [{ name: 'write', filesWritten: ['tests/test_cart.py'] }] },
    { user: 'Why does the checkout page load slowly?' },
  ]);
  session.errors.push({ message: 'litellm.RateLimitError: rate_limit_error', time: session.toolCalls[1].time });
  const { digest } = extractSession(session);
  assert.deepEqual(
    digest.exchanges.map((e) => e.outcome),
    ['completed', 'completed', 'no-reply'],
  );
  assert.deepEqual(digest.exchanges[1].files, ['tests/test_cart.py']);
  assert.equal(digest.run.outcome, 'completed');
  assert.match(digest.run.outcome_note, /answered 2 requests/);
});

test('a session file that recorded no replies says so, rather than passing for an agent that never answered', () => {
  const session = makeSession('user-only', [{ user: 'Refactor the payment module' }, { user: 'Also add tests for it' }]);
  const silent = extractSession(session).digest.run;
  assert.equal(silent.outcome, 'no-reply');
  assert.doesNotMatch(silent.outcome_note, /replies were not recorded/);
  const { run } = extractSession({ ...session, repliesRecorded: false }).digest;
  assert.equal(run.outcome, 'no-reply');
  assert.match(run.outcome_note, /replies were not recorded/);
});

test("a run's errors are the most frequent first, each with how many times it came", () => {
  const session = makeSession('limits', [{ user: 'Summarise the repository', assistant: 'The repository holds a CLI in src/cli.ts.' }]);
  const at = session.startedAt;
  session.errors.push({ message: 'Encountered a server error', time: at });
  // (Readers count an error said again on the error itself; a file read in parts may list it twice.)
  session.errors.push({ message: '503 All backends failed. Last: RPM_LIMIT', time: at, count: 3 }, { message: '503 All backends failed. Last: RPM_LIMIT', time: at });
  session.errors.push({ message: 'terminated', time: at }, { message: 'fetch failed', time: at });
  const { run } = extractSession(session).digest;
  assert.deepEqual(run.errors, ['503 All backends failed. Last: RPM_LIMIT', 'Encountered a server error', 'terminated']);
  assert.deepEqual(run.error_counts, [4, 1, 1]);
});
