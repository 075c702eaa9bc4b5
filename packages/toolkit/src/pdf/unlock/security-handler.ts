// The standard security handler (ISO 32000-2, 7.6.4): the file key from a user or owner password for
// revisions 2 to 6, and the key and cipher of each object.
import { PDFArray, PDFBool, PDFDict, PDFHexString, PDFName, PDFNumber, PDFString } from 'pdf-lib';
import type { PDFContext, PDFObject } from 'pdf-lib';
import { aesDecryptNoPad, aesEncryptNoPad, concat, md5, rc4, sha } from './ciphers.ts';

/** Thrown with a code the UI translates. */
export class UnlockError extends Error {
  override name = 'UnlockError';
  constructor(
    readonly code: string,
    readonly params?: Record<string, unknown>,
  ) {
    super(code);
  }
}

export type Cipher = 'rc4' | 'aes' | 'none';

export interface FileKey {
  key: Uint8Array;
  revision: number;
  /** How streams and strings are encrypted. */
  streams: Cipher;
  strings: Cipher;
  /** False when /EncryptMetadata false left XMP metadata streams in the clear. */
  encryptMetadata: boolean;
}

const PAD = Uint8Array.from([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e,
  0x00, 0xb6, 0xd0, 0x68, 0x3e, 0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

function bytesOf(object: PDFObject | undefined): Uint8Array {
  if (object instanceof PDFString || object instanceof PDFHexString) return object.asBytes();
  return new Uint8Array(0);
}

function numberOf(object: PDFObject | undefined, fallback: number): number {
  return object instanceof PDFNumber ? object.asNumber() : fallback;
}

/** Passwords before revision 5 are PDFDocEncoding (Latin-1 for what people type), padded to 32 bytes. */
function padded(password: string): Uint8Array {
  const bytes = Uint8Array.from([...password].slice(0, 32), (ch) => ch.charCodeAt(0) & 0xff);
  return concat(bytes, PAD).subarray(0, 32);
}

/** Revision 5 and 6 passwords are UTF-8, at most 127 bytes (SASLprep left out: NFKC is close). */
function utf8Password(password: string): Uint8Array {
  return new TextEncoder().encode(password.normalize('NFKC')).subarray(0, 127);
}

const equal = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Algorithm 2: the RC4/AES-128 file key from a padded password. */
function legacyKey(dict: Info, pw: Uint8Array): Uint8Array {
  const p = new Uint8Array(4);
  new DataView(p.buffer).setInt32(0, dict.p, true);
  const noMetadata =
    dict.revision >= 4 && !dict.encryptMetadata ? Uint8Array.of(255, 255, 255, 255) : new Uint8Array(0);
  let hash = md5(concat(pw, dict.o.subarray(0, 32), p, dict.id, noMetadata));
  if (dict.revision >= 3) for (let i = 0; i < 50; i++) hash = md5(hash.subarray(0, dict.length));
  return hash.subarray(0, dict.length);
}

/** Algorithms 4 and 5: the U value a key gives, compared on 32 (R2) or 16 bytes. */
function userCheck(dict: Info, key: Uint8Array): boolean {
  if (dict.revision === 2) return equal(rc4(key, PAD), dict.u.subarray(0, 32));
  let x = rc4(key, md5(concat(PAD, dict.id)));
  for (let i = 1; i <= 19; i++)
    x = rc4(
      key.map((b) => b ^ i),
      x,
    );
  return equal(x, dict.u.subarray(0, 16));
}

/** Algorithm 7: the owner password opens the O value, which holds the padded user password. */
function ownerToUser(dict: Info, owner: string): Uint8Array {
  let hash = md5(padded(owner));
  if (dict.revision >= 3) for (let i = 0; i < 50; i++) hash = md5(hash);
  const key = hash.subarray(0, dict.length);
  let x = dict.o.subarray(0, 32);
  if (dict.revision === 2) return rc4(key, x);
  for (let i = 19; i >= 0; i--)
    x = rc4(
      key.map((b) => b ^ i),
      x,
    );
  return x;
}

/** Algorithm 2.B (revision 6) or plain SHA-256 (revision 5). */
async function hash2B(
  revision: number,
  pw: Uint8Array,
  salt: Uint8Array,
  udata: Uint8Array,
): Promise<Uint8Array> {
  let k = await sha(256, concat(pw, salt, udata));
  if (revision === 5) return k;
  for (let round = 0; ; round++) {
    const block = concat(pw, k, udata);
    const k1 = new Uint8Array(block.length * 64);
    for (let i = 0; i < 64; i++) k1.set(block, i * block.length);
    const e = await aesEncryptNoPad(k.subarray(0, 16), k.subarray(16, 32), k1);
    let sum = 0;
    for (let i = 0; i < 16; i++) sum += e[i] as number;
    k = await sha(([256, 384, 512] as const)[sum % 3] as 256 | 384 | 512, e);
    if (round >= 63 && (e[e.length - 1] as number) <= round - 31) break;
  }
  return k.subarray(0, 32);
}

async function modernKey(dict: Info, password: string): Promise<Uint8Array | null> {
  const pw = utf8Password(password);
  const u48 = dict.u.subarray(0, 48);
  const zero = new Uint8Array(16);
  if (equal(await hash2B(dict.revision, pw, dict.o.subarray(32, 40), u48), dict.o.subarray(0, 32)))
    return aesDecryptNoPad(await hash2B(dict.revision, pw, dict.o.subarray(40, 48), u48), zero, dict.oe);
  const empty = new Uint8Array(0);
  if (equal(await hash2B(dict.revision, pw, dict.u.subarray(32, 40), empty), dict.u.subarray(0, 32)))
    return aesDecryptNoPad(await hash2B(dict.revision, pw, dict.u.subarray(40, 48), empty), zero, dict.ue);
  return null;
}

interface Info {
  revision: number;
  version: number;
  length: number;
  o: Uint8Array;
  u: Uint8Array;
  oe: Uint8Array;
  ue: Uint8Array;
  p: number;
  id: Uint8Array;
  encryptMetadata: boolean;
  streams: Cipher;
  strings: Cipher;
}

function cipherOf(dict: PDFDict, filterKey: string, version: number): Cipher {
  if (version < 4) return 'rc4';
  const name = dict.lookup(PDFName.of(filterKey));
  if (!(name instanceof PDFName) || name === PDFName.of('Identity')) return 'none';
  const filters = dict.lookup(PDFName.of('CF'));
  const filter = filters instanceof PDFDict ? filters.lookup(name) : undefined;
  const method = filter instanceof PDFDict ? filter.lookup(PDFName.of('CFM')) : undefined;
  if (method === PDFName.of('V2')) return 'rc4';
  if (method === PDFName.of('AESV2') || method === PDFName.of('AESV3')) return 'aes';
  if (method === PDFName.of('None') || method === undefined) return 'none';
  throw new UnlockError('pdf_encryption_unsupported');
}

function readInfo(context: PDFContext, dict: PDFDict): Info {
  const filter = dict.lookup(PDFName.of('Filter'));
  if (filter !== PDFName.of('Standard')) throw new UnlockError('pdf_encryption_unsupported');
  const version = numberOf(dict.lookup(PDFName.of('V')), 0);
  const revision = numberOf(dict.lookup(PDFName.of('R')), 0);
  if (revision < 2 || revision > 6 || ![1, 2, 4, 5].includes(version))
    throw new UnlockError('pdf_encryption_unsupported');
  const ids = context.trailerInfo.ID;
  const idArray = ids instanceof PDFArray ? ids : context.lookup(ids);
  const metadata = dict.lookup(PDFName.of('EncryptMetadata'));
  return {
    revision,
    version,
    length:
      revision === 2 ? 5 : Math.min(16, Math.floor(numberOf(dict.lookup(PDFName.of('Length')), 40) / 8) || 5),
    o: bytesOf(dict.lookup(PDFName.of('O'))),
    u: bytesOf(dict.lookup(PDFName.of('U'))),
    oe: bytesOf(dict.lookup(PDFName.of('OE'))),
    ue: bytesOf(dict.lookup(PDFName.of('UE'))),
    p: numberOf(dict.lookup(PDFName.of('P')), -4),
    id: idArray instanceof PDFArray ? bytesOf(idArray.lookup(0)) : new Uint8Array(0),
    encryptMetadata: !(metadata instanceof PDFBool) || metadata.asBoolean(),
    streams: cipherOf(dict, 'StmF', version),
    strings: cipherOf(dict, 'StrF', version),
  };
}

/**
 * The file key for `password`, tried as the user password and as the owner password. Throws
 * `pdf_password_needed` (empty password refused) or `pdf_password_wrong`.
 */
export async function fileKeyFor(context: PDFContext, dict: PDFDict, password: string): Promise<FileKey> {
  const info = readInfo(context, dict);
  let key: Uint8Array | null = null;
  if (info.revision >= 5) key = await modernKey(info, password);
  else {
    const asUser = legacyKey(info, padded(password));
    if (userCheck(info, asUser)) key = asUser;
    else {
      const asOwner = legacyKey(info, ownerToUser(info, password));
      if (userCheck(info, asOwner)) key = asOwner;
    }
  }
  if (!key) throw new UnlockError(password === '' ? 'pdf_password_needed' : 'pdf_password_wrong');
  return {
    key,
    revision: info.revision,
    streams: info.streams,
    strings: info.strings,
    encryptMetadata: info.encryptMetadata,
  };
}

/** Algorithm 1: the key of one object (revision 5 and 6 use the file key as it is). */
export function objectKey(
  file: FileKey,
  objectNumber: number,
  generation: number,
  cipher: Cipher,
): Uint8Array {
  if (file.revision >= 5) return file.key;
  const suffix = Uint8Array.of(
    objectNumber & 255,
    (objectNumber >> 8) & 255,
    (objectNumber >> 16) & 255,
    generation & 255,
    (generation >> 8) & 255,
  );
  const salt = cipher === 'aes' ? Uint8Array.of(0x73, 0x41, 0x6c, 0x54) : new Uint8Array(0);
  return md5(concat(file.key, suffix, salt)).subarray(0, Math.min(file.key.length + 5, 16));
}
