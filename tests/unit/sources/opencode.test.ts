// OpenCode's sessions: its JSON storage tree (a session file, its messages and parts in files
// beside it), the per-project layout before it, `opencode export` documents, and the SQLite
// database later versions keep, which is said and not read. Fixtures: tests/fixtures/sessions/opencode.
import assert from "node:assert/strict";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { after, before, describe, it } from "node:test";
import {
  detectFormat,
  discoverSessionFiles,
} from "../../../curation/sources/index.ts";
import {
  expandAgentSources,
  locateOpenCode,
} from "../../../curation/sources/locate.ts";
import { byKind, fixture, read, readAll, tempDir } from "./fixtures.ts";

const ROOT = fixture("opencode");
const PROJECT = join(
  ROOT,
  "storage/session/4b0ea68d7af9a6031a7ffda7ad66e0cb83315750",
);
const MAIN = join(PROJECT, "ses_47a1c0de1ffeAbCdEfGhIjKlMn.json");
const CHILD = join(PROJECT, "ses_47a1c0de2ffeAbCdEfGhIjKlMn.json");
const EMPTY = join(PROJECT, "ses_47a1c0de3ffeAbCdEfGhIjKlMn.json");
const GERMAN = join(PROJECT, "ses_47a1c0de4ffeAbCdEfGhIjKlMn.json");
const BROKEN = join(PROJECT, "ses_47a1c0de5ffeAbCdEfGhIjKlMn.json");
const OLDER = join(
  ROOT,
  "project/home-u-shop/storage/session/info/ses_47a1c0de0ffeAbCdEfGhIjKlMn.json",
);
const EXPORT = join(ROOT, "export/session-ses_47a1c0de6ffe.json");
const DATABASE = join(ROOT, "opencode.db");

describe("OpenCode's JSON storage", () => {
  it("is detected from the session file, whatever its folder", async () => {
    for (const file of [MAIN, CHILD, GERMAN, OLDER, EXPORT])
      assert.equal(await detectFormat(file), "opencode", file);
    assert.equal(await detectFormat(DATABASE), undefined);
  });

  it("reads a session from the message and part files beside it: prompts, replies, calls and their outcome, times, model", async () => {
    const { session, diagnostics } = await read(MAIN);
    assert.equal(session.format, "opencode");
    assert.equal(session.id, "ses_47a1c0de1ffeAbCdEfGhIjKlMn");
    assert.equal(session.title, "Add VAT to the checkout total");
    assert.equal(session.cwd, "/home/u/shop");
    assert.equal(session.repo, "shop");
    assert.equal(session.model, "claude-sonnet-4-5");
    assert.equal(session.agentVersion, "1.1.8");
    assert.equal(session.parent, undefined);
    assert.equal(session.startedAt, "2026-01-01T10:00:00.000Z");
    assert.deepEqual(
      session.messages.map((m) => [m.role, m.kind, m.time, m.text]),
      [
        [
          "user",
          "prompt",
          "2026-01-01T10:00:01.000Z",
          "Add 20% VAT to the checkout total in cart.py, and keep prices in cents.",
        ],
        [
          "assistant",
          "reply",
          "2026-01-01T10:00:02.300Z",
          "I will read cart.py and run the tests.",
        ],
        [
          "assistant",
          "reply",
          "2026-01-01T10:00:08.000Z",
          "Done: the total now includes 20% VAT, rounded to whole cents. The tests could not run because pytest is not installed.",
        ],
        [
          "user",
          "prompt",
          "2026-01-01T10:00:20.000Z",
          "Why did the last run fail?",
        ],
      ],
    );
    // Messages read from files of their own cite no line of the session file.
    assert.ok(session.messages.every((m) => m.line === undefined));
    assert.deepEqual(
      session.toolCalls.map((t) => [
        t.name,
        t.time,
        t.ok,
        t.filesRead,
        t.filesWritten,
        t.commands,
        t.error,
      ]),
      [
        [
          "read",
          "2026-01-01T10:00:02.500Z",
          true,
          ["cart.py"],
          [],
          [],
          undefined,
        ],
        [
          "bash",
          "2026-01-01T10:00:03.500Z",
          false,
          [],
          [],
          ["pytest -q"],
          "Error: pytest: command not found",
        ],
        [
          "edit",
          "2026-01-01T10:00:04.500Z",
          true,
          [],
          ["cart.py"],
          [],
          undefined,
        ],
        ["task", "2026-01-01T10:00:05.500Z", true, [], [], [], undefined],
        [
          "bash",
          "2026-01-01T10:00:06.500Z",
          false,
          [],
          ["build"],
          ["rm -rf build"],
          "The user rejected permission to use this specific tool call.",
        ],
      ],
    );
    assert.deepEqual(session.errors, [
      { time: "2026-01-01T10:00:30.000Z", message: "Overloaded" },
    ]);
    assert.deepEqual(session.evidence, {
      thinking: 1,
      toolOutputs: 5,
      codeBlocks: 0,
    });
    // The broken part file is named, with its line; nothing else is lost.
    assert.deepEqual(
      diagnostics.map((d) => [relative(ROOT, d.file), d.line]),
      [
        [
          "storage/part/msg_b85e3f2a1001AbCdEfGhIjKlMn/prt_b85e3f2a100cAbCdEfGhIjKlMn.json",
          4,
        ],
      ],
    );
    assert.match(
      diagnostics[0].message,
      /not valid JSON .*skipped, the rest of the session is read/,
    );
  });

  it("keeps what OpenCode added for the model (an attached file read in) out of the prompt, but lets privacy see it", async () => {
    const seen: string[] = [];
    const { session } = await read(MAIN, {
      observe: (text) => seen.push(text),
    });
    assert.ok(!session.messages.some((m) => m.text.includes("API_TOKEN")));
    assert.ok(
      seen.some((t) => t.includes("API_TOKEN=ocfixture-not-a-real-secret-41")),
    );
  });

  it("reads a sub-agent's child session as a sidechain of the session that delegated to it", async () => {
    const { session, diagnostics } = await read(CHILD);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.parent, "ses_47a1c0de1ffeAbCdEfGhIjKlMn");
    assert.equal(session.title, "Find the tax rule (@general subagent)");
    assert.deepEqual(
      session.messages.map((m) => [m.role, m.text, m.sidechain]),
      [
        ["user", "Where is the VAT rate defined?", true],
        ["assistant", "In settings.py.", true],
      ],
    );
    assert.deepEqual(
      session.toolCalls.map((t) => [t.name, t.ok]),
      [["grep", true]],
    );
  });

  it("skips a session with no turns, saying so", async () => {
    const { sessions, diagnostics } = await readAll(EMPTY);
    assert.deepEqual(sessions, []);
    assert.deepEqual(
      diagnostics.map((d) => [d.file, d.message]),
      [
        [
          EMPTY,
          "no conversation records (no messages, tool calls or errors); file skipped",
        ],
      ],
    );
  });

  it("reads a non-English session; a broken message file beside it is named and skipped", async () => {
    const { session, diagnostics } = await read(GERMAN);
    assert.deepEqual(byKind(session, "prompt"), [
      "Rechnungsnummern müssen lückenlos fortlaufend sein – bitte mit einer Sequenz in der Datenbank lösen.",
    ]);
    assert.deepEqual(byKind(session, "reply"), [
      "Erledigt: Die Nummern kommen jetzt aus der Sequenz `invoice_seq`; so entstehen keine Lücken mehr.",
    ]);
    assert.deepEqual(
      session.toolCalls.map((t) => [t.name, t.filesWritten, t.ok]),
      [["apply_patch", ["billing/invoice.py"], true]],
    );
    assert.deepEqual(
      diagnostics.map((d) => [relative(ROOT, d.file), d.line]),
      [
        [
          "storage/message/ses_47a1c0de4ffeAbCdEfGhIjKlMn/msg_b85e3f2c2001AbCdEfGhIjKlMn.json",
          4,
        ],
      ],
    );
  });

  it("names a broken session file and its line", async () => {
    const { sessions, diagnostics } = await readAll(BROKEN);
    assert.deepEqual(sessions, []);
    assert.deepEqual(
      diagnostics.map((d) => [d.file, d.line]),
      [[BROKEN, 4]],
    );
    assert.match(diagnostics[0].message, /^not valid JSON/);
  });

  it("reads the per-project layout of the first versions; the directory comes from the messages", async () => {
    const { session, diagnostics } = await read(OLDER);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.cwd, "/home/u/shop");
    assert.equal(session.model, "gpt-4.1");
    assert.deepEqual(
      session.messages.map((m) => [m.role, m.text]),
      [
        ["user", "Rename cart.py to basket.py."],
        ["assistant", "Renamed cart.py to basket.py."],
      ],
    );
    assert.deepEqual(
      session.toolCalls.map((t) => t.commands),
      [["git mv cart.py basket.py"]],
    );
  });

  describe("titles and parts it does not know", () => {
    let dir: string;
    let cleanup: () => Promise<void>;
    before(async () => ({ dir, cleanup } = await tempDir()));
    after(() => cleanup());

    it("takes the first prompt for a title over OpenCode's placeholder, and names an unknown part type once", async () => {
      const storage = join(dir, "storage");
      const file = join(storage, "session/p/ses_x.json");
      await mkdir(join(storage, "session/p"), { recursive: true });
      await writeFile(
        file,
        JSON.stringify({
          id: "ses_x",
          title: "New session - 2026-01-01T10:00:00.000Z",
          directory: "/w",
          time: { created: 1767261600000, updated: 1767261600000 },
        }),
      );
      await mkdir(join(storage, "message/ses_x"), { recursive: true });
      await writeFile(
        join(storage, "message/ses_x/msg_1.json"),
        JSON.stringify({
          id: "msg_1",
          role: "user",
          time: { created: 1767261601000 },
        }),
      );
      await writeFile(
        join(storage, "message/ses_x/msg_2.json"),
        JSON.stringify({
          id: "msg_2",
          role: "assistant",
          time: { created: 1767261602000 },
          modelID: "m",
        }),
      );
      await mkdir(join(storage, "part/msg_1"), { recursive: true });
      await mkdir(join(storage, "part/msg_2"), { recursive: true });
      await writeFile(
        join(storage, "part/msg_1/prt_1.json"),
        JSON.stringify({
          id: "prt_1",
          type: "text",
          text: "Fix the login redirect.",
        }),
      );
      await writeFile(
        join(storage, "part/msg_2/prt_1.json"),
        JSON.stringify({ id: "prt_1", type: "hologram" }),
      );
      await writeFile(
        join(storage, "part/msg_2/prt_2.json"),
        JSON.stringify({ id: "prt_2", type: "hologram" }),
      );
      await writeFile(
        join(storage, "part/msg_2/prt_3.json"),
        JSON.stringify({ id: "prt_3", type: "text", text: "Fixed." }),
      );
      const { session, diagnostics } = await read(file);
      assert.equal(session.title, "Fix the login redirect.");
      assert.deepEqual(byKind(session, "reply"), ["Fixed."]);
      assert.deepEqual(
        diagnostics.map((d) => d.message),
        [
          'unknown record type "part/hologram" (first seen here; further records of this type are ignored silently)',
        ],
      );
    });
  });
});

describe("opencode export", () => {
  it("reads the document written on Windows (CRLF), in Chinese, each message at its line", async () => {
    const text = await readFile(EXPORT, "utf8");
    assert.ok(text.includes("\r\n"));
    const { session, diagnostics } = await read(EXPORT);
    assert.deepEqual(diagnostics, []);
    assert.equal(session.id, "ses_47a1c0de6ffeAbCdEfGhIjKlMn");
    assert.equal(session.title, "购物车总价加上增值税");
    assert.equal(session.cwd, "C:\\Users\\li\\shop");
    assert.equal(session.model, "deepseek-chat");
    assert.deepEqual(
      session.messages.map((m) => [m.role, m.kind, m.line, m.time, m.text]),
      [
        [
          "user",
          "prompt",
          17,
          "2026-01-01T13:00:01.000Z",
          "请在 cart.py 里给总价加上 13% 的增值税。\n金额一律用分来存。",
        ],
        [
          "assistant",
          "reply",
          41,
          "2026-01-01T13:00:05.000Z",
          "已完成：总价现在包含 13% 的增值税，金额以分为单位。",
        ],
      ],
    );
    assert.deepEqual(
      session.toolCalls.map((t) => [t.name, t.filesWritten, t.ok, t.time]),
      [["write", ["cart.py"], true, "2026-01-01T13:00:03.000Z"]],
    );
  });
});

describe("OpenCode's SQLite database", () => {
  it("is said not read, with the way to export its sessions; nothing else happens", async () => {
    const { sessions, diagnostics } = await readAll(DATABASE);
    assert.deepEqual(sessions, []);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0].file, DATABASE);
    assert.match(
      diagnostics[0].message,
      /SQLite.*not read.*opencode export <session id>/,
    );
  });
});

describe("finding OpenCode sessions", () => {
  it("discovers the session files, exports and the database, never the message or part files", async () => {
    const { files } = await discoverSessionFiles([ROOT], ROOT);
    assert.deepEqual(
      files.map((f) => relative(ROOT, f)),
      [
        "export/session-ses_47a1c0de6ffe.json",
        "opencode.db",
        "project/home-u-shop/storage/session/info/ses_47a1c0de0ffeAbCdEfGhIjKlMn.json",
        ...["1", "2", "3", "4", "5"].map(
          (n) =>
            `storage/session/4b0ea68d7af9a6031a7ffda7ad66e0cb83315750/ses_47a1c0de${n}ffeAbCdEfGhIjKlMn.json`,
        ),
      ],
    );
  });

  describe("lore init", () => {
    let dir: string;
    let cleanup: () => Promise<void>;
    before(async () => ({ dir, cleanup } = await tempDir()));
    after(() => cleanup());

    it("finds the sessions run in the repository in OpenCode's data folder, and names its database unread", async () => {
      const home = join(dir, "opencode");
      const root = join(dir, "src", "shop");
      const write = async (file: string, doc: unknown) => {
        await mkdir(join(file, ".."), { recursive: true });
        await writeFile(file, JSON.stringify(doc));
      };
      await write(join(home, "storage/session/p1/ses_a.json"), {
        id: "ses_a",
        title: "t",
        directory: root,
        time: { created: 1 },
      });
      await write(join(home, "storage/session/p1/ses_b.json"), {
        id: "ses_b",
        title: "t",
        directory: join(root, "web"),
        time: { created: 1 },
      });
      await write(join(home, "storage/session/p2/ses_c.json"), {
        id: "ses_c",
        title: "t",
        directory: `${root}-old`,
        time: { created: 1 },
      });
      await writeFile(join(home, "opencode.db"), "SQLite format 3\0");
      const homes = {
        claude: join(dir, "claude"),
        codex: join(dir, "codex"),
        copilot: join(dir, "copilot"),
        opencode: home,
      };
      const found = locateOpenCode(root, homes);
      assert.deepEqual(
        found.paths.map((p) => relative(home, p)),
        ["storage/session/p1/ses_a.json", "storage/session/p1/ses_b.json"],
      );
      assert.equal(found.sessions, 2);
      assert.deepEqual(found.unread, [join(home, "opencode.db")]);
      assert.deepEqual(
        expandAgentSources(["agent:opencode"], root, homes).patterns,
        found.paths,
      );
      assert.deepEqual(
        locateOpenCode(root, { ...homes, opencode: undefined }).paths,
        [],
      );
    });
  });
});
