// Removes the standard security handler from a PDF with a known password: every string and stream is
// decrypted in place, the encrypted object streams are opened once decrypted, and the file is written
// again without /Encrypt (so without owner restrictions either).
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFObjectParser,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFString,
  PDFWriter,
} from 'pdf-lib';
import type { PDFContext, PDFObject } from 'pdf-lib';
import { aesDecryptPdf, rc4 } from './ciphers.ts';
import { UnlockError, fileKeyFor, objectKey, type Cipher, type FileKey } from './security-handler.ts';

export { UnlockError } from './security-handler.ts';

export interface UnlockInput {
  name: string;
  bytes: Uint8Array;
}

export interface UnlockOutput {
  name: string;
  bytes: Uint8Array;
  pageCount: number;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

async function decryptBytes(data: Uint8Array, key: Uint8Array, cipher: Cipher): Promise<Uint8Array> {
  if (cipher === 'none') return data;
  return cipher === 'rc4' ? rc4(key, data) : aesDecryptPdf(key, data);
}

/** Decrypts the strings inside `object` (nested dicts and arrays), replacing them where they sit. */
async function decryptStrings(object: PDFObject, key: Uint8Array, cipher: Cipher): Promise<void> {
  const fix = async (value: PDFObject): Promise<PDFObject | null> => {
    if (value instanceof PDFString || value instanceof PDFHexString)
      return PDFHexString.of(toHex(await decryptBytes(value.asBytes(), key, cipher)));
    if (value instanceof PDFDict || value instanceof PDFArray) await decryptStrings(value, key, cipher);
    return null;
  };
  if (object instanceof PDFDict) {
    for (const [name, value] of object.entries()) {
      const replaced = await fix(value);
      if (replaced) object.set(name, replaced);
    }
  } else if (object instanceof PDFArray) {
    for (let i = 0; i < object.size(); i++) {
      const replaced = await fix(object.get(i));
      if (replaced) object.set(i, replaced);
    }
  }
}

/** An object pdf-lib could not take in: an encrypted object stream it failed to inflate. Parsed again as raw. */
function reparse(context: PDFContext, invalid: PDFInvalidObject): PDFObject | null {
  const data = (invalid as unknown as { data: Uint8Array }).data;
  try {
    return PDFObjectParser.forBytes(data, context).parseObject();
  } catch {
    return null;
  }
}

const isType = (stream: PDFRawStream, type: string) =>
  stream.dict.lookup(PDFName.of('Type')) === PDFName.of(type);

async function decryptContext(context: PDFContext, encryptRef: PDFObject | undefined, file: FileKey) {
  const objectStreams: Array<[PDFRef, PDFRawStream]> = [];
  for (const [ref, stored] of context.enumerateIndirectObjects()) {
    if (ref === encryptRef) continue;
    const object = stored instanceof PDFInvalidObject ? reparse(context, stored) : stored;
    if (!object) continue;
    if (object instanceof PDFRawStream) {
      if (isType(object, 'XRef')) continue;
      await decryptStrings(
        object.dict,
        objectKey(file, ref.objectNumber, ref.generationNumber, file.strings),
        file.strings,
      );
      const clearMetadata = !file.encryptMetadata && isType(object, 'Metadata');
      const cipher = clearMetadata ? 'none' : file.streams;
      const contents = await decryptBytes(
        object.contents,
        objectKey(file, ref.objectNumber, ref.generationNumber, cipher),
        cipher,
      );
      const clear = PDFRawStream.of(object.dict, contents);
      context.assign(ref, clear);
      if (isType(clear, 'ObjStm')) objectStreams.push([ref, clear]);
    } else {
      await decryptStrings(
        object,
        objectKey(file, ref.objectNumber, ref.generationNumber, file.strings),
        file.strings,
      );
      if (object !== stored) context.assign(ref, object);
    }
  }
  // Objects inside object streams were encrypted as part of their stream only: unpack them now.
  for (const [ref, stream] of objectStreams) {
    try {
      await PDFObjectStreamParser.forStream(stream).parseIntoContext();
    } catch {
      throw new UnlockError('pdf_unreadable');
    }
    context.delete(ref);
  }
}

/** Our own codes pass through (a browser without WebCrypto says so); anything else means a damaged file. */
function codeOf(error: unknown): string {
  if (error instanceof UnlockError) return error.code;
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'pdf_encrypted_browser' ? code : 'pdf_unreadable';
}

/**
 * Decrypts `input` with `password` (user or owner; '' for files that only carry owner restrictions).
 * Errors: `pdf_not_encrypted`, `pdf_password_needed`, `pdf_password_wrong`, `pdf_encryption_unsupported`,
 * `pdf_unreadable` (all with `{ name }`).
 */
export async function unlockPdf(input: UnlockInput, password: string): Promise<UnlockOutput> {
  const named = (code: string) => new UnlockError(code, { name: input.name });
  let context: PDFContext;
  try {
    context = await PDFParser.forBytesWithOptions(input.bytes, Infinity).parseDocument();
  } catch {
    throw named('pdf_unreadable');
  }
  const encryptRef = context.trailerInfo.Encrypt;
  if (!encryptRef) throw named('pdf_not_encrypted');
  const dict = encryptRef instanceof PDFRef ? context.lookup(encryptRef) : encryptRef;
  if (!(dict instanceof PDFDict)) throw named('pdf_unreadable');
  let file: FileKey;
  try {
    file = await fileKeyFor(context, dict, password);
  } catch (error) {
    throw named(codeOf(error));
  }
  await decryptContext(context, encryptRef, file).catch((error: unknown) => {
    throw named(codeOf(error));
  });
  if (encryptRef instanceof PDFRef) context.delete(encryptRef);
  context.trailerInfo.Encrypt = undefined;

  let doc: PDFDocument;
  try {
    const clear = await PDFWriter.forContext(context, Infinity).serializeToBuffer();
    doc = await PDFDocument.load(clear, { updateMetadata: false });
    if (doc.getPageCount() === 0) throw new Error('no pages');
  } catch {
    throw named('pdf_unreadable');
  }
  const bytes = await doc.save({ useObjectStreams: true, objectsPerTick: Infinity, addDefaultPage: false });
  const base = input.name.replace(/\.pdf$/i, '') || 'document';
  return { name: `${base}-unlocked.pdf`, bytes, pageCount: doc.getPageCount() };
}
