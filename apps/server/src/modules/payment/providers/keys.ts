import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * A key setting: PEM text (literal "\n" allowed, as .env files hold it), a bare base64 DER body (as
 * Alipay's key tool prints it), or the path of a file holding either.
 */
function keyText(setting: string): string {
  const text = setting.trim();
  if (text.startsWith('-----BEGIN') || /^[A-Za-z0-9+/=\s]{100,}$/.test(text))
    return text.replace(/\\n/g, '\n');
  return readFileSync(text, 'utf8').trim();
}

function der(text: string): Buffer {
  return Buffer.from(text.replace(/\s+/g, ''), 'base64');
}

/** A merchant's RSA private key from PEM (PKCS#8 or PKCS#1), bare base64 or a file. */
export function loadPrivateKey(setting: string): KeyObject {
  const text = keyText(setting);
  if (text.startsWith('-----BEGIN')) return createPrivateKey(text);
  try {
    return createPrivateKey({ key: der(text), format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der(text), format: 'der', type: 'pkcs1' });
  }
}

/** A provider's RSA public key from PEM (SPKI or an X.509 certificate), bare base64 or a file. */
export function loadPublicKey(setting: string): KeyObject {
  const text = keyText(setting);
  if (text.startsWith('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({ key: der(text), format: 'der', type: 'spki' });
}
