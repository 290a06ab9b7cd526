// Base64 looked inside: a blob that decodes to `user:password` (Docker's `auth`, a Basic header
// pasted bare) or to a known token is a secret; one that decodes to a PNG, a font or an EC public
// key is content. Also the public values that look like keys: content hashes, publishable keys.

/** Public by design though long and random: publishable keys, content hashes, module sums. */
const PUBLIC_PREFIX = /^(?:pk_(?:live|test)_|sb_publishable_|sha(?:1|256|384|512)-|h1:|ssh-(?:rsa|ed25519|dss) |ecdsa-sha2-|npub1|age1)/;
// IPFS CIDv0 (base58btc sha2-256 multihash) and CIDv1 in base32.
const CID = /^(?:Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{58})$/;

export function isPublicValue(value: string): boolean {
  return PUBLIC_PREFIX.test(value) || CID.test(value);
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The bytes of a base64 or base64url string, or undefined when it is not one. */
export function decodeBase64(token: string): Buffer | undefined {
  if (token.length < 8 || !BASE64.test(token)) return undefined;
  const core = token.replace(/=+$/, '');
  if (core.length % 4 === 1) return undefined;
  const bytes = Buffer.from(core, core.includes('-') || core.includes('_') ? 'base64url' : 'base64');
  return bytes.length > 0 ? bytes : undefined;
}

/** The decoded text when the bytes are (almost all) printable text. */
export function asText(bytes: Buffer): string | undefined {
  let printable = 0;
  for (const b of bytes) if ((b >= 32 && b < 127) || b === 9 || b === 10 || b === 13 || b >= 0xc2) printable++;
  return printable / bytes.length >= 0.95 ? bytes.toString('utf8') : undefined;
}

// File signatures of content people paste as base64 (images, fonts, archives, wasm, PDF).
const MAGIC: readonly number[][] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP, WAV)
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x50, 0x4b, 0x03, 0x04], // zip
  [0x1f, 0x8b], // gzip
  [0x00, 0x61, 0x73, 0x6d], // wasm
  [0x77, 0x4f, 0x46, 0x46], // woff
  [0x77, 0x4f, 0x46, 0x32], // woff2
  [0x00, 0x01, 0x00, 0x00], // ttf
  [0x4f, 0x54, 0x54, 0x4f], // otf
  [0x3c, 0x73, 0x76, 0x67], // <svg
  [0x00, 0x00, 0x01, 0x00], // ico
  [0x42, 0x4d], // bmp
];

/**
 * Decoded bytes that are public content: a file with a known signature, or an uncompressed
 * elliptic-curve point (65 bytes from 0x04: a VAPID or other P-256 public key).
 */
export function isPublicContent(bytes: Buffer): boolean {
  if (bytes.length === 65 && bytes[0] === 0x04) return true;
  return MAGIC.some((magic) => magic.every((b, i) => bytes[i] === b));
}

// `user:password` as Basic auth and Docker's `auth` encode it: a user name, one colon, a
// password of at least three characters, no spaces.
const USER_PASS = /^[\w.@+-]{1,128}:[^\s"{}]{3,256}$/;

/** The decoded text is `user:password`. */
export function isUserPassword(text: string): boolean {
  // A user name has a letter: `04:User51429990` is a GitHub node id (type length, type, number).
  return USER_PASS.test(text) && /^[^:]*[A-Za-z]/.test(text) && !/^https?:/.test(text);
}
