// Which agent wrote a file, judged from its records (never from its folder or name): the first
// record whose shape belongs to exactly one format decides.
import type { SessionFormat } from '../schema/session.ts';
import { visitRecords } from './lines.ts';
import { obj, str } from './readers/json.ts';

/** Records looked at before a file is declared not to be a session. */
export const PEEK_RECORDS = 50;

const CODEX_TYPES = new Set(['session_meta', 'response_item', 'event_msg', 'turn_context', 'compacted']);
const CLAUDE_TYPES = new Set([
  'user',
  'assistant',
  'system',
  'summary',
  'ai-title',
  'custom-title',
  'last-prompt',
  'queue-operation',
  'file-history-snapshot',
  'permission-mode',
  'progress',
  'attachment',
]);
const PI_ROLES = new Set(['user', 'assistant', 'toolResult', 'bashExecution', 'custom', 'branchSummary', 'compactionSummary']);
const COPILOT_TYPE = /^[a-z_]+(?:\.[a-z_]+)+$/;

/** The format a single record belongs to, or undefined when it could be anyone's (or no one's). */
export function formatOfRecord(rec: Record<string, unknown>): SessionFormat | undefined {
  const type = str(rec.type);
  if (!type) return undefined;
  if (CODEX_TYPES.has(type) && obj(rec.payload)) return 'codex';
  if (COPILOT_TYPE.test(type) && obj(rec.data)) return 'copilot-cli';
  if (type === 'session' && str(rec.id) && (typeof rec.version === 'number' || typeof rec.cwd === 'string')) return 'pi';
  if (type === 'message' && 'parentId' in rec && PI_ROLES.has(String(obj(rec.message)?.role))) return 'pi';
  if (type === 'model_change' && typeof rec.modelId === 'string') return 'pi';
  if (type === 'compaction' && typeof rec.firstKeptEntryId === 'string') return 'pi';
  if (CLAUDE_TYPES.has(type) && (str(rec.sessionId) || str(rec.uuid) || str(rec.leafUuid) || str(rec.messageId))) return 'claude-code';
  return undefined;
}

/** Peeks at the first records of `file`; undefined when none of them belongs to a known format. */
export async function detectFormat(file: string): Promise<SessionFormat | undefined> {
  let format: SessionFormat | undefined;
  let seen = 0;
  try {
    await visitRecords(file, {
      record(rec) {
        format = formatOfRecord(rec);
        return format === undefined && ++seen < PEEK_RECORDS;
      },
      problem() {
        return ++seen < PEEK_RECORDS;
      },
    });
  } catch {
    return undefined; // unreadable: readSession reports why
  }
  return format;
}
