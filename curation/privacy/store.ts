// The values a knowledge base has learnt are secret, remembered across runs as salted hashes in
// `.lore/secrets.json` (never in clear): a session curated next month that says `hunter2` bare
// loses it, though the session that named it a password was curated today. The salt is random per
// knowledge base. What this costs: the file lets someone who has it test guesses offline, so a
// weak password it holds (a dictionary word) can be found by trying a dictionary, the more easily
// as its length is kept (to find it fast); a generated key cannot. The alternative, forgetting, would publish the bare value the next time it appears.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readTextIfExists, writeIfChanged } from '../lib/fs-atomic.ts';
import { SECRETS_FILE } from '../store/paths.ts';
import { SecretSet, type HashedSecret } from './known.ts';

const STORE_VERSION = 1;

const storeSchema = z.object({
  version: z.literal(STORE_VERSION),
  salt: z.string().regex(/^[0-9a-f]{32}$/),
  secrets: z.array(
    z.object({
      kind: z.string(),
      fp: z.number().int(),
      hash: z.string().regex(/^[0-9a-f]{32}$/),
      length: z.number().int().positive(),
      anchor: z.number().int().optional(),
      words: z.number().int().positive().optional(),
    }),
  ),
});

export interface SecretStore {
  salt: Buffer;
  secrets: HashedSecret[];
}

/** The store of a knowledge dir; a missing or unreadable one starts empty (with a warning for the latter). */
export function loadSecretStore(knowledgeDir: string, warn: (message: string) => void): SecretStore {
  const file = path.join(knowledgeDir, SECRETS_FILE);
  const text = readTextIfExists(file);
  if (text !== undefined) {
    try {
      const parsed = storeSchema.safeParse(JSON.parse(text));
      if (parsed.success) return { salt: Buffer.from(parsed.data.salt, 'hex'), secrets: parsed.data.secrets };
      warn(`${file}: not a Lore secret store (${parsed.error.issues[0]?.message}); values learnt earlier are forgotten`);
    } catch (error) {
      warn(`${file}: not valid JSON (${(error as Error).message}); values learnt earlier are forgotten`);
    }
  }
  return { salt: randomBytes(16), secrets: [] };
}

/** The store's values as a set to find them with. */
export function secretSetOf(store: SecretStore): SecretSet {
  const set = new SecretSet(store.salt);
  for (const s of store.secrets) set.addHashed(s);
  return set;
}

/** Adds values (in clear, from this run) to the store as hashes; returns how many were new. */
export function rememberSecrets(store: SecretStore, values: Iterable<[string, string]>): number {
  const set = secretSetOf(store);
  let added = 0;
  for (const [value, kind] of values) {
    if (set.has(value)) continue;
    const hashed = set.hashed(value, kind);
    store.secrets.push(hashed);
    set.addHashed(hashed);
    added++;
  }
  return added;
}

/** Writes the store (sorted, so a run that learnt nothing changes no byte); nothing while it is empty. */
export function saveSecretStore(knowledgeDir: string, store: SecretStore): void {
  if (store.secrets.length === 0) return;
  const secrets = [...store.secrets].sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  writeIfChanged(path.join(knowledgeDir, SECRETS_FILE), `${JSON.stringify({ version: STORE_VERSION, salt: store.salt.toString('hex'), secrets }, null, 1)}\n`);
}
