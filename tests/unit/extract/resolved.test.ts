import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolvedFailures } from '../../../curation/extract/resolved.ts';
import type { Statement } from '../../../curation/schema/digest.ts';

const at = (text: string, minute: number): Statement => ({
  text,
  type: 'fact',
  confidence: 0.7,
  source: { session: 's', file: 's.jsonl', format: 'pi', date: `2026-03-20T21:${String(minute).padStart(2, '0')}:00.000Z`, role: 'assistant', quote: text },
  negated: false,
  reversal: false,
});

test('a failure a later statement reports overcome is history; other failures stand', () => {
  const failed = at('The agent was unable to send broadcast notifications.', 10);
  const unrelated = at('The agent cannot reach the package registry from the runner.', 11);
  const sent = at('Broadcast message "Hello" sent successfully via agent-intercom.', 50);
  const { holding, resolved } = resolvedFailures([failed, unrelated, sent]);
  assert.deepEqual(holding, [unrelated, sent]);
  assert.deepEqual(resolved, [{ failure: failed, by: sent }]);
  // A success said before the failure resolves nothing.
  assert.deepEqual(resolvedFailures([sent, at('Later the broadcast failed to send again.', 55)]).resolved, []);
});
