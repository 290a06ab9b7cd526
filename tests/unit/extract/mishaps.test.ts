import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mishapsOf } from '../../../curation/extract/mishaps.ts';
import { splitExchanges } from '../../../curation/extract/exchanges.ts';
import { extractSession } from '../../../curation/extract/session.ts';
import { makeSession } from '../../helpers/session.ts';

test('damage the agent owned up to on the way is kept once an exchange, cited to the message; a requirement not to do harm is not', () => {
  const s = makeSession('s-gql', [
    { user: 'Remove all GQL references from src/agent.py', tools: [{ name: 'edit', filesWritten: ['src/agent.py'] }], assistant: 'I can see the file got corrupted during edits. There are duplicate lines and incorrect indentation. Let me rewrite the entire file cleanly:' },
    { tools: [{ name: 'write', filesWritten: ['src/agent.py'] }], assistant: 'Removed all GraphQL references from src/agent.py:\n\n- Removed the infrahub://graphql-schema row from the tools table in src/agent.py\n- Removed _config.read_only, which was undefined in src/agent.py\n- Cleaned up the code: the file was corrupted during my earlier incremental edits, so I rewrote infrahub_agent() cleanly.' },
    { user: '要件を整理して', assistant: '要件: 外部 clone 側のファイルを誤って読まない・書かない。退行確認も行う。' },
  ]);
  const mishaps = mishapsOf(s, splitExchanges(s))!;
  assert.deepEqual(mishaps.map((m) => m.text), ['I can see the file got corrupted during edits. There are duplicate lines and incorrect indentation.']);
  assert.equal(mishaps[0].source.date, '2026-03-01T10:02:00.000Z');
  const [subject] = extractSession(s).digest.subjects;
  assert.equal(subject.mishaps.length, 1);
});
