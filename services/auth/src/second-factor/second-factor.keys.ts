import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** One key of SECOND_FACTOR_KEYS: 32 bytes and the id stored beside what it protects. */
export interface SecondFactorKey {
  id: string;
  key: Buffer;
}

const KEY_ID = /^[A-Za-z0-9_.-]{1,32}$/;

/**
 * Parses SECOND_FACTOR_KEYS: `id:key[,id:key…]`, newest first, each key 32 bytes in base64 or
 * base64url (`openssl rand -base64 32`). Throws a message fit for the configuration error.
 */
export function parseSecondFactorKeys(value: string): SecondFactorKey[] {
  const keys: SecondFactorKey[] = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!KEY_ID.test(id)) throw new Error('each entry must be id:key, the id 1-32 letters, digits, _ . or -');
    const encoded = entry.slice(colon + 1);
    const key = Buffer.from(encoded, encoded.includes('-') || encoded.includes('_') ? 'base64url' : 'base64');
    if (key.length !== 32) throw new Error(`key ${id} must be 32 bytes in base64 (openssl rand -base64 32)`);
    if (keys.some((known) => known.id === id)) throw new Error(`key id ${id} appears twice`);
    keys.push({ id, key });
  }
  return keys;
}

/**
 * The key of development and tests when SECOND_FACTOR_KEYS is unset: derived from a fixed text,
 * so secrets stored by one run still open in the next. It is public, which is why production
 * (NODE_ENV=production) refuses to start without SECOND_FACTOR_KEYS.
 */
export function developmentSecondFactorKey(): SecondFactorKey {
  const key = Buffer.from(
    hkdfSync('sha256', 'smarthome-auth development only', 'second-factor', 'not a secret', 32),
  );
  return { id: 'dev', key };
}

/**
 * Encryption at rest of TOTP secrets (AES-256-GCM) and the keyed hashes of recovery codes
 * (HMAC-SHA256), with a list of keys: the first encrypts and hashes, every one still decrypts and
 * checks, so a key is rotated by putting a new one first and dropping the old one once nothing
 * made with it is left (a secret is written again with the newest key at its next use).
 */
export class SecondFactorKeys {
  private readonly byId: Map<string, SecondFactorKey>;
  private readonly hmacKeys = new Map<string, Buffer>();

  constructor(private readonly keys: readonly SecondFactorKey[]) {
    if (keys.length === 0) throw new Error('at least one second-factor key is needed');
    this.byId = new Map(keys.map((key) => [key.id, key]));
  }

  /** The id of the key new secrets and codes are made with. */
  get currentId(): string {
    return this.keys[0]!.id;
  }

  /**
   * `kid.iv.ciphertext.tag` (base64url). `context` (the account id) is authenticated with it:
   * a ciphertext copied to another account does not decrypt there.
   */
  encrypt(plaintext: string, context: string): string {
    const { id, key } = this.keys[0]!;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [id, iv, data, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext, or an error when the key is no longer configured or the data was changed. */
  decrypt(stored: string, context: string): string {
    const [id, iv, data, tag] = stored.split('.');
    const entry = id === undefined ? undefined : this.byId.get(id);
    if (!entry || iv === undefined || data === undefined || tag === undefined) {
      throw new Error(`second-factor secret made with an unknown key (${id ?? '?'})`);
    }
    const decipher = createDecipheriv('aes-256-gcm', entry.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** Whether a stored value was made with an older key than the current one. */
  isOutdated(stored: string): boolean {
    return !stored.startsWith(`${this.currentId}.`);
  }

  /** HMAC-SHA256 (hex) of a recovery code under key `id` (the current one by default); null for an unknown key. */
  hashCode(code: string, id: string = this.currentId): string | null {
    const entry = this.byId.get(id);
    if (!entry) return null;
    let hmacKey = this.hmacKeys.get(id);
    if (!hmacKey) {
      // A key of its own for hashing, derived from the encryption key: one key is never used for two purposes.
      hmacKey = Buffer.from(hkdfSync('sha256', entry.key, '', 'second-factor recovery codes', 32));
      this.hmacKeys.set(id, hmacKey);
    }
    return createHmac('sha256', hmacKey).update(code).digest('hex');
  }
}
