import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Saved card authorizations (they let us charge the card again) are encrypted at rest with
 * AES-256-GCM. The key is derived from PAYMENT_METHOD_KEY with HKDF-SHA256; the owner's user id
 * is the additional authenticated data, so a ciphertext copied onto another user's row fails to
 * decrypt. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export class CardCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'food-savings', 'payment-method authorization v1', 32));
  }

  encrypt(plaintext: string, ownerId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(ownerId, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** Throws when the value was altered, belongs to another owner, or was made with another key. */
  decrypt(stored: string, ownerId: string): string {
    const [version, iv, tag, body] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not an encrypted payment method');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(ownerId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }
}
