// `lore curate` on OpenCode's sessions: its JSON storage (a session file with its messages and
// parts in files beside it) and an `opencode export`; a secret in them is redacted, and a session
// whose message files changed is read again although its own file did not.
import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { curate } from "../../../curation/pipeline/curate.ts";
import { PLANTED } from "../../fixtures/privacy/fake-secrets.ts";
import { tempProject } from "../../helpers/project.ts";
import { allText } from "../../helpers/tree.ts";

const repo = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../..",
);
const FIXTURES = path.join(repo, "tests/fixtures/sessions/opencode");
const NOW = new Date("2026-08-01T00:00:00Z");
const MAIN_PROMPT =
  "storage/part/msg_b85e3f2a0001AbCdEfGhIjKlMn/prt_b85e3f2a0002AbCdEfGhIjKlMn.json";
const MAIN_REPLY =
  "storage/part/msg_b85e3f2a1001AbCdEfGhIjKlMn/prt_b85e3f2a100aAbCdEfGhIjKlMn.json";

test("OpenCode sessions curate, warning only of the broken files; a secret in them is redacted; new messages are read", async () => {
  const p = tempProject();
  const dir = path.join(p.sessions, "opencode");
  cpSync(FIXTURES, dir, { recursive: true });
  const [inPrompt, inReply] = [PLANTED[0], PLANTED[3]];
  const plant = (rel: string, secret: string) => {
    const file = path.join(dir, rel);
    const part = JSON.parse(readFileSync(file, "utf8"));
    part.text = `${part.text} ${secret}`;
    writeFileSync(file, JSON.stringify(part, null, 2));
  };
  plant(MAIN_PROMPT, inPrompt.text);
  plant(MAIN_REPLY, inReply.text);

  const report = await curate(p.config, { now: NOW });
  const rel = (f: string) =>
    path.relative(dir, path.resolve(p.root, f)).split(path.sep).join("/");
  assert.deepEqual(report.diagnostics.map((d) => rel(d.file)).sort(), [
    "opencode.db", // said unread
    "storage/message/ses_47a1c0de4ffeAbCdEfGhIjKlMn/msg_b85e3f2c2001AbCdEfGhIjKlMn.json",
    "storage/part/msg_b85e3f2a1001AbCdEfGhIjKlMn/prt_b85e3f2a100cAbCdEfGhIjKlMn.json",
    "storage/session/4b0ea68d7af9a6031a7ffda7ad66e0cb83315750/ses_47a1c0de3ffeAbCdEfGhIjKlMn.json", // no turns
    "storage/session/4b0ea68d7af9a6031a7ffda7ad66e0cb83315750/ses_47a1c0de5ffeAbCdEfGhIjKlMn.json", // not JSON
  ]);
  // The main session, its sub-agent, the German one, the first versions' one and the export.
  assert.equal(report.read, 5);
  assert.equal(report.unreadable, 3); // the database, the session with no turns, the broken one
  assert.ok(report.secretsRedacted >= 2);
  const written = allText(p.knowledge);
  for (const planted of [inPrompt, inReply])
    assert.ok(!written.includes(planted.secret), `${planted.kind} leaked`);
  const runs = JSON.parse(
    readFileSync(path.join(p.knowledge, "_runs.json"), "utf8"),
  ) as { format: string; session: string }[];
  assert.deepEqual([...new Set(runs.map((r) => r.format))], ["opencode"]);

  // Unchanged, nothing is read again.
  assert.equal((await curate(p.config, { now: NOW })).read, 0);
  // A new turn is new message and part files: the session is read again, though its file is the same.
  const session = "ses_47a1c0de4ffeAbCdEfGhIjKlMn";
  const message = "msg_b85e3f2c3001AbCdEfGhIjKlMn";
  writeFileSync(
    path.join(dir, "storage/message", session, `${message}.json`),
    JSON.stringify({
      id: message,
      sessionID: session,
      role: "user",
      time: { created: 1767268900000 },
    }),
  );
  mkdirSync(path.join(dir, "storage/part", message), { recursive: true });
  writeFileSync(
    path.join(
      dir,
      "storage/part",
      message,
      "prt_b85e3f2c3002AbCdEfGhIjKlMn.json",
    ),
    JSON.stringify({
      id: "prt_b85e3f2c3002AbCdEfGhIjKlMn",
      type: "text",
      text: "Und die Stornorechnungen bitte auch.",
    }),
  );
  assert.equal((await curate(p.config, { now: NOW })).read, 1);
});
