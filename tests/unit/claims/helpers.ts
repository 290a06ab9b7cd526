// Crafted sessions for the claim rules' structural tests: written in pi's format, read by the real
// reader, cut into exchanges and run through the registry, so a rule is tested on what it sees in a
// real run. Tests assert kinds, speakers, slots, values, stances and relations, never prose.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { readSessions } from '../../../curation/sources/read-session.ts';
import { extractSession } from '../../../curation/extract/index.ts';
import { exchangesOf, type ExchangeView } from '../../../curation/segment/exchanges.ts';
import type { Claim } from '../../../curation/schema/claim.ts';
import type { Digest } from '../../../curation/schema/digest.ts';
import type { Session } from '../../../curation/schema/session.ts';
import { writePiSession, type PiTurn } from '../../helpers/pi-writer.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

let n = 0;

export interface SessionOptions {
  id?: string;
  start?: string;
  cwd?: string;
}

/** The turns as pi would have written them, read back by the real reader. */
export async function sessionOf(turns: PiTurn[], options: SessionOptions = {}): Promise<Session> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lore-claims-'));
  dirs.push(dir);
  const id = options.id ?? `s${++n}`;
  const file = writePiSession(dir, `${id}.jsonl`, id, turns, options.start, options.cwd);
  const diagnostics: { message: string }[] = [];
  const [session] = await readSessions(file, {}, diagnostics as never);
  if (!session) throw new Error(`the crafted session did not read: ${diagnostics.map((d) => d.message).join('; ')}`);
  return session;
}

export async function digestOf(turns: PiTurn[], options: SessionOptions = {}): Promise<Digest> {
  return extractSession(await sessionOf(turns, options)).digest;
}

export async function viewsOf(turns: PiTurn[], options: SessionOptions = {}): Promise<ExchangeView[]> {
  return exchangesOf(await sessionOf(turns, options));
}

/** The claims one rule made. */
export function byRule(d: Digest, rule: string): Claim[] {
  return d.claims.filter((c) => c.rule === rule);
}

/** The claims the person's words made (whatever the rule). */
export function personClaims(d: Digest): Claim[] {
  return d.claims.filter((c) => c.speaker === 'person');
}

/** The claims a rule made in one exchange. */
export function inExchange(d: Digest, rule: string, exchange: number): Claim[] {
  return d.claims.filter((c) => c.rule === rule && c.exchange === exchange);
}

/** A document long enough to be kept whole (the reader keeps documents of 200 characters and more). */
export function markdownDocument(title: string, sections: Record<string, string>): string {
  return [`# ${title}`, '', ...Object.entries(sections).flatMap(([h, body]) => [`## ${h}`, '', body, ''])].join('\n');
}
