// A corpus of sessions with planted secrets, for the end-to-end privacy test and the benchmark:
// every planted secret (tests/fixtures/privacy/fake-secrets.ts: one per kind and shape) in each
// of four positions (the person's message, the agent's answer, a tool's output, a file pasted in a
// fenced block), in each of the four formats; then, in later sessions, each value said again bare
// with nothing naming it a secret. Also a session of look-alikes (hashes, ids, publishable keys)
// that must come out untouched.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LOOK_ALIKES, PLANTED, type Planted } from '../fixtures/privacy/fake-secrets.ts';
import { WRITTEN_FORMATS, writeSession, type Turn } from './session-writers.ts';

export const POSITIONS = ['user', 'assistant', 'tool output', 'pasted file'] as const;

function turnFor(position: (typeof POSITIONS)[number], p: Planted): Turn {
  switch (position) {
    case 'user':
      return { user: `The deploy of the billing service fails. For reference: ${p.text}\nWhy does it fail?`, assistant: 'The billing service fails because its queue is full; drain it first.' };
    case 'assistant':
      return { user: 'What did you configure for the billing service?', assistant: `I configured the billing service with this: ${p.text}\nIt should start now.` };
    case 'tool output':
      return { user: 'Show me the billing service configuration.', tools: [{ name: 'bash', arguments: { command: 'cat billing/config.txt' }, output: p.text }], assistant: 'That is the billing service configuration.' };
    case 'pasted file':
      return { user: `Here is billing/config.txt:\n\n\`\`\`\n${p.text}\n\`\`\`\n\nWhy does the billing service ignore it?`, assistant: 'The billing service reads config.yaml, not config.txt; rename it.' };
  }
}

/** A value can be said again bare when it is one line (a key file is not pasted in a sentence). */
function sayable(secret: string): boolean {
  return !/[\n\\]/.test(secret);
}

export interface PlantedCorpus {
  /** Every planted value (what must appear nowhere). */
  secrets: string[];
  /** The session files of look-alikes, which must be redacted of nothing. */
  lookAlikeFiles: string[];
  sessions: number;
  plants: number;
}

const uuid = (n: number) => `5ec0${String(n).padStart(4, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function writePlantedCorpus(dir: string, planted: readonly Planted[] = PLANTED): PlantedCorpus {
  let n = 0;
  let plants = 0;
  const lookAlikeFiles: string[] = [];
  for (const [f, format] of WRITTEN_FORMATS.entries()) {
    for (const [i, position] of POSITIONS.entries()) {
      const day = String(1 + i).padStart(2, '0');
      writeSession(format, dir, uuid(n++), planted.map((p) => turnFor(position, p)), `2026-03-${day}T0${f}:00:00.000Z`);
      plants += planted.length;
    }
    // Later, every value again, bare.
    const bare = planted.filter((p) => sayable(p.secret)).map((p) => ({ user: `We decided to keep ${p.secret} as it is for the billing service.`, assistant: 'Noted: the billing service keeps it as it is.' }));
    writeSession(format, dir, uuid(n++), bare, `2026-03-20T0${f}:00:00.000Z`);
    lookAlikeFiles.push(writeSession(format, dir, uuid(n++), LOOK_ALIKES.map((text) => ({ user: `For the billing service: ${text}`, assistant: 'Understood for the billing service.' })), `2026-03-25T0${f}:00:00.000Z`));
  }
  return { secrets: planted.map((p) => p.secret), lookAlikeFiles, sessions: n, plants };
}

/** Every file below `dir` as text; gzip'd files (Pagefind's index and fragments) decompressed. */
export function readAllText(dir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else {
        const bytes = readFileSync(file);
        let text = bytes.toString('utf8');
        if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
          try {
            text = gunzipSync(bytes).toString('utf8');
          } catch {
            // not gzip after all
          }
        }
        out.push({ file, text });
      }
    }
  };
  walk(dir);
  return out;
}

/** Windows of a secret whose presence means it leaked (12 characters, or all of a short one). */
export function leakWindows(secret: string, width = 12): string[] {
  if (secret.length <= width) return [secret];
  const out: string[] = [];
  for (let i = 0; i + width <= secret.length; i += 3) {
    const piece = secret.slice(i, i + width);
    // Windows of escape or formatting characters only say nothing about the secret.
    if (!/^[\s\\n-]*$/.test(piece) && !/^-----(?:BEGIN|END)/.test(piece) && !/PRIVATE KEY/.test(piece)) out.push(piece);
  }
  return out;
}

/** `file: secret window` for every window of every secret found in the files. */
export function findLeaks(files: { file: string; text: string }[], secrets: readonly string[]): string[] {
  const leaks: string[] = [];
  for (const secret of secrets) {
    for (const window of leakWindows(secret)) {
      const hit = files.find((f) => f.text.includes(window));
      if (hit) {
        leaks.push(`${hit.file}: ${JSON.stringify(window)} of ${JSON.stringify(secret.slice(0, 40))}`);
        break;
      }
    }
  }
  return leaks;
}
