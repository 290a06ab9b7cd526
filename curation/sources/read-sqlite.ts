// OpenCode's SQLite database, `opencode.db` (`opencode-<channel>.db` for other release channels),
// where it keeps its sessions since it left its JSON storage (its json-migration copies the files
// into it): `session` (id, parent_id, directory, title, version, time_created, time_updated),
// `message` and `part` (id, session_id, message_id, time_created, `data`: the JSON of the files
// the JSON storage had, without their ids). One database holds every project's sessions: only
// the caller keeps (those run in the repository being curated) are read.
//
// Read with Node's own `node:sqlite` (Node 22.13 and later, 22.5 behind a flag): Lore runs on
// Node 20, and a native module would be a build on every user's machine. Where Node has none,
// the database is named and skipped, with the way out (`opencode export`).
import type { DatabaseSync } from 'node:sqlite';
import type { Diagnostic, Session } from '../schema/session.ts';
import { SessionBuilder } from './builder.ts';
import { obj, type Json } from './readers/json.ts';
import { type OpenCodeMessage, inOrder, tellMessage, tellSession } from './readers/opencode.ts';
import { createReporter } from './report.ts';

type Sqlite = typeof import('node:sqlite');

/** Node's SQLite, or undefined on a Node without it. (`getBuiltinModule` says so without the
 * experimental-feature warning an import prints on some versions.) */
export function nodeSqlite(): Sqlite | undefined {
  try {
    return process.getBuiltinModule?.('node:sqlite') as Sqlite | undefined;
  } catch {
    return undefined;
  }
}

export const SQLITE_UNAVAILABLE = `an SQLite database (OpenCode keeps its sessions in opencode.db since it left its JSON storage): reading it needs Node's node:sqlite (Node 22.13 or later), and this is Node ${process.versions.node}; skipped. Run Lore on a newer Node, or export each session with \`opencode export <session id> > <file>.json\` and add those files to "sessions"`;

interface SessionRow {
  id: string;
  parent_id: string | null;
  directory: string | null;
  title: string | null;
  version: string | null;
  time_created: number | null;
  time_updated: number | null;
}

function open(sqlite: Sqlite, file: string): DatabaseSync {
  // (Read-only: OpenCode may be writing to it; WAL lets both be.)
  return new sqlite.DatabaseSync(file, { readOnly: true });
}

/** Which sessions to read, by the directory each ran in. */
export type KeepDirectory = (directory: string | undefined) => boolean;

/** The session rows of a database that `keep` keeps; throws when it is not OpenCode's. */
function sessionRows(db: DatabaseSync, keep: KeepDirectory): SessionRow[] {
  const rows = db.prepare('SELECT id, parent_id, directory, title, version, time_created, time_updated FROM session ORDER BY time_created, id').all() as unknown as SessionRow[];
  return rows.filter((r) => keep(r.directory ?? undefined));
}

/** How many sessions `keep` keeps in a database, for `lore init`; undefined when it cannot be read. */
export function countOpenCodeSessions(file: string, keep: KeepDirectory): number | undefined {
  const sqlite = nodeSqlite();
  if (!sqlite) return undefined;
  try {
    const db = open(sqlite, file);
    try {
      return sessionRows(db, keep).length;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

function parseData(text: unknown, what: string, file: string, diagnostics: Diagnostic[]): Json | undefined {
  try {
    const data = obj(JSON.parse(String(text)));
    if (data) return data;
  } catch {
    // said below
  }
  diagnostics.push({ file, level: 'warning', message: `${what}: its data is not a JSON object; skipped, the rest of the session is read` });
  return undefined;
}

function messagesOf(db: DatabaseSync, sessionId: string, file: string, diagnostics: Diagnostic[]): OpenCodeMessage[] {
  const messages = new Map<string, OpenCodeMessage>();
  for (const row of db.prepare('SELECT id, time_created, data FROM message WHERE session_id = ? ORDER BY time_created, id').all(sessionId)) {
    const id = String(row.id);
    const data = parseData(row.data, `message ${id} of session ${sessionId}`, file, diagnostics);
    if (data) messages.set(id, { info: { ...data, id, time: obj(data.time) ?? { created: row.time_created } }, parts: [], line: 0 });
  }
  for (const row of db.prepare('SELECT id, message_id, data FROM part WHERE session_id = ? ORDER BY message_id, id').all(sessionId)) {
    const message = messages.get(String(row.message_id));
    const data = message && parseData(row.data, `part ${String(row.id)} of session ${sessionId}`, file, diagnostics);
    if (data) message.parts.push({ ...data, id: row.id });
  }
  return inOrder([...messages.values()]);
}

/** The sessions of an OpenCode database that `keep` keeps; a warning naming the file when it cannot be read. */
export function readOpenCodeDatabase(file: string, keep: KeepDirectory, diagnostics: Diagnostic[], observe?: (text: string) => void, sqlite: Sqlite | false = nodeSqlite() ?? false): Session[] {
  if (!sqlite) {
    diagnostics.push({ file, level: 'warning', message: SQLITE_UNAVAILABLE });
    return [];
  }
  let db: DatabaseSync;
  try {
    db = open(sqlite, file);
  } catch (err) {
    diagnostics.push({ file, level: 'error', message: `cannot open the SQLite database: ${err instanceof Error ? err.message : String(err)}` });
    return [];
  }
  const sessions: Session[] = [];
  try {
    let rows: SessionRow[];
    try {
      rows = sessionRows(db, keep);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      diagnostics.push({ file, level: 'warning', message: `not an OpenCode database Lore knows (its session table cannot be read: ${why}); skipped` });
      return [];
    }
    for (const row of rows) {
      const messages = messagesOf(db, row.id, file, diagnostics);
      // (A session opened and left holds nothing to say.)
      if (!messages.length) continue;
      const report = createReporter(file, diagnostics);
      const b = new SessionBuilder(file, 'opencode', report);
      b.observe = observe;
      tellSession(b, { id: row.id, parentID: row.parent_id ?? undefined, directory: row.directory ?? undefined, title: row.title ?? '', version: row.version ?? undefined, time: { created: row.time_created, updated: row.time_updated } });
      for (const m of messages) tellMessage(b, m);
      const session = b.finish(row.id);
      report.close();
      if (session) sessions.push(session);
    }
  } finally {
    db.close();
  }
  return sessions;
}
