// Sessions kept as one JSON document rather than a log of lines: Copilot CLI's first layout
// (`history-session-state/session_<id>_<ms>.json`), Gemini CLI's earlier `session-*.json`, an
// `opencode export` and OpenCode's stored session (whose messages and parts are files beside it).
// The document is parsed whole (these files are small; a cap keeps a stray huge file from
// exhausting memory); its shape says whose it is. Entries carry no line of their own, so each is
// given the line its `"id"` is on, for citations and warnings.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Diagnostic, Session } from '../schema/session.ts';
import { SessionBuilder } from './builder.ts';
import { originalName } from './discover.ts';
import { createReporter } from './report.ts';
import { isCopilotHistory, readCopilotHistory } from './readers/copilot-history.ts';
import { isGeminiConversation, readGeminiCli } from './readers/gemini-cli.ts';
import { arr, obj } from './readers/json.ts';
import { inOrder, isOpenCodeExport, isOpenCodeSession, readStoredMessages, tellMessage, tellSession } from './readers/opencode.ts';

/** Documents larger than this are not parsed (a session document of this size is no session). */
export const MAX_JSON_DOCUMENT_BYTES = 256 * 1024 * 1024;

/** Line of every `"id": "…"` in `text`, in order, to place entries that carry no line. */
function idLines(text: string): (id: unknown) => number {
  const lines = new Map<string, number>();
  let line = 1;
  let at = 0;
  for (const m of text.matchAll(/"id"\s*:\s*"([^"\\]+)"/g)) {
    for (let i = text.indexOf('\n', at); i !== -1 && i < m.index; i = text.indexOf('\n', i + 1)) line++;
    at = m.index;
    if (!lines.has(m[1])) lines.set(m[1], line);
  }
  return (id) => (typeof id === 'string' ? (lines.get(id) ?? 1) : 1);
}

/** "Unexpected token } in JSON at position 812 (line 31 column 5)": the line, when V8 says. */
function lineOfParseError(message: string, text: string): number | undefined {
  const line = /\(line (\d+) column \d+\)/.exec(message)?.[1];
  if (line) return Number(line);
  const position = /at position (\d+)/.exec(message)?.[1];
  return position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length;
}

/** `observe` sees the tool arguments and output the session keeps no copy of (see ReadOptions). */
export async function readJsonDocument(file: string, diagnostics: Diagnostic[], observe?: (text: string) => void): Promise<Session[]> {
  const report = createReporter(file, diagnostics);
  let text: string;
  try {
    const size = (await stat(file)).size;
    if (size > MAX_JSON_DOCUMENT_BYTES) {
      report.warn(`JSON document of ${Math.round(size / 1e6)} MB is larger than ${MAX_JSON_DOCUMENT_BYTES / 1e6} MB; skipped unparsed`);
      return [];
    }
    const bytes = await readFile(file);
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      report.warn('the file is not valid UTF-8 throughout; its bad bytes were read as U+FFFD');
      text = new TextDecoder('utf-8').decode(bytes);
    }
    text = text.replace(/^\uFEFF/, '');
  } catch (err) {
    diagnostics.push({ file, level: 'error', message: `cannot read the file: ${err instanceof Error ? err.message : String(err)}` });
    return [];
  }
  let doc: Record<string, unknown> | undefined;
  try {
    doc = obj(JSON.parse(text));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // (A document is one record: cut short, it cannot be read in part.)
    report.warn(`not valid JSON (${message}); skipped`, lineOfParseError(message, text));
    return [];
  }
  const lineOf = idLines(text);
  let builder: SessionBuilder | undefined;
  if (doc && isCopilotHistory(doc)) {
    builder = new SessionBuilder(file, 'copilot-cli', report);
    builder.observe = observe;
    readCopilotHistory(builder, doc, lineOf);
  } else if (doc && isGeminiConversation(doc)) {
    builder = new SessionBuilder(file, 'gemini-cli', report);
    builder.observe = observe;
    const reader = readGeminiCli(builder);
    reader.record({ ...doc, messages: undefined }, 1);
    for (const m of arr(doc.messages)) {
      const message = obj(m);
      if (message) reader.record(message, lineOf(message.id));
    }
    reader.end();
  } else if (doc && (isOpenCodeExport(doc) || isOpenCodeSession(doc))) {
    builder = new SessionBuilder(file, 'opencode', report);
    builder.observe = observe;
    await readOpenCode(builder, doc, file, lineOf, diagnostics);
  } else {
    report.warn('not a recognised session format: a JSON document that is neither a Copilot CLI history session (chatMessages, timeline), a Gemini CLI chat (sessionId, projectHash, messages) nor an OpenCode session (id "ses_…", title, time); skipped');
    report.close();
    return [];
  }
  const session = builder.finish(originalName(basename(file)).replace(/\.json$/i, ''));
  report.close();
  return session ? [session] : [];
}

/** An `opencode export` document (messages inside), or a stored session (messages beside it). */
async function readOpenCode(b: SessionBuilder, doc: Record<string, unknown>, file: string, lineOf: (id: unknown) => number, diagnostics: Diagnostic[]): Promise<void> {
  if (isOpenCodeExport(doc)) {
    const info = obj(doc.info)!;
    tellSession(b, info);
    const messages = arr(doc.messages)
      .map(obj)
      .filter((m) => !!obj(m?.info))
      .map((m) => ({ info: obj(m!.info)!, parts: arr(m!.parts).map(obj).filter((p) => !!p) as Record<string, unknown>[], line: lineOf(obj(m!.info)!.id) }));
    for (const m of inOrder(messages)) tellMessage(b, m);
    return;
  }
  tellSession(b, doc);
  for (const m of await readStoredMessages(file, String(doc.id), diagnostics)) tellMessage(b, m);
}
