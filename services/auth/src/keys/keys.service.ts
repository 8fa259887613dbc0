import { randomBytes } from 'node:crypto';
import {
  errors as joseErrors,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { Clock } from '@smarthome/service-kit';
import type { SigningKeyModel, SigningKeyRecord } from './keys.model.js';

export const SIGNING_ALGORITHM = 'ES256';

/** What the admin path shows of a key (never the private half). */
export interface SigningKeyInfo {
  kid: string;
  algorithm: string;
  createdAt: Date;
  activeFrom: Date;
  retiredAt: Date | null;
}

export interface SigningKeysOptions {
  clock: Clock;
  /** The longest a token lives (ACCESS_TOKEN_TTL): a retired key is published that long after it stopped signing. */
  tokenTtlMs: number;
  /** A new key is published this long before it signs (KEY_ACTIVATION_DELAY). */
  activationDelayMs: number;
}

/**
 * Verifiers may run a few minutes off, and cache the JWKS: a retired key stays published
 * this much longer than its last token could live.
 */
const RETENTION_MARGIN_MS = 5 * 60 * 1000;

/**
 * The signing keys: one signs, the others are published so their tokens still verify.
 *
 * Rotation (`rotate()`, the `rotate-key` CLI or the admin mutation `rotateSigningKey`) adds
 * a key that is published at once but signs only after KEY_ACTIVATION_DELAY, so that every
 * verifier has seen it in the JWKS before a token names it (jose refetches an unknown `kid`
 * at most every 30 s). The old key then stops signing and stays published until its last
 * token has expired (ACCESS_TOKEN_TTL + a margin): nobody is signed out by a rotation.
 */
export class SigningKeys {
  private readonly privateKeys = new Map<string, Promise<CryptoKey | Uint8Array>>();
  private published: { at: number; keys: Map<string, SigningKeyRecord> } | undefined;

  constructor(
    private readonly model: SigningKeyModel,
    private readonly options: SigningKeysOptions,
  ) {}

  /** At start: a key that signs now, created when there is none (first start). */
  async ensureKey(): Promise<void> {
    if (await this.signingRecord()) return;
    // Two replicas starting together may both create one: both are published, the newest signs.
    await this.create(new Date(this.options.clock()));
  }

  /** The key that signs now. */
  async signingKey(): Promise<{ kid: string; key: CryptoKey | Uint8Array }> {
    let record = await this.signingRecord();
    if (!record) {
      await this.ensureKey();
      record = await this.signingRecord();
    }
    if (!record) throw new Error('no signing key');
    let key = this.privateKeys.get(record._id);
    if (!key) {
      key = importJWK(record.privateJwk, SIGNING_ALGORITHM);
      this.privateKeys.set(record._id, key);
    }
    return { kid: record._id, key: await key };
  }

  /**
   * Adds a new key that signs after the activation delay; the keys signing until then retire
   * at that moment. Keys whose tokens have all expired are deleted.
   */
  async rotate(): Promise<SigningKeyInfo> {
    const now = this.options.clock();
    const activeFrom = new Date(now + this.options.activationDelayMs);
    const created = await this.create(activeFrom);
    await this.model
      .updateMany({ _id: { $ne: created._id }, retiredAt: null }, { $set: { retiredAt: activeFrom } })
      .exec();
    await this.model
      .deleteMany({ retiredAt: { $ne: null, $lte: new Date(now - this.retentionMs()) } })
      .exec();
    this.published = undefined;
    return infoOf(created);
  }

  /** Every key still published, newest first (admin path). */
  async list(): Promise<SigningKeyInfo[]> {
    return (await this.publishedRecords()).map(infoOf);
  }

  /** The JWK Set served at /.well-known/jwks.json: public halves only. */
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: (await this.publishedRecords()).map((record) => publicOnly(record)) };
  }

  /**
   * The key lookup of this service's own token verifier: the published keys, read again at
   * most every few seconds (and at once for an unknown `kid`, at most once a second, so
   * made-up key ids cannot hammer the database). A retired key stops verifying when it
   * stops being published.
   */
  keyResolver(): JWTVerifyGetKey {
    return async (header) => {
      const kid = header.kid;
      if (typeof kid !== 'string' || kid === '') throw new joseErrors.JWKSNoMatchingKey();
      // The service clock, so that tests which move time past a key's retention see it go.
      const now = this.options.clock();
      const cache = this.published;
      const fresh = cache !== undefined && now - cache.at < 5_000;
      const mayRefresh = cache === undefined || now - cache.at >= 1_000;
      let keys = cache?.keys;
      if (!fresh || (!keys?.has(kid) && mayRefresh)) {
        keys = new Map((await this.publishedRecords()).map((record) => [record._id, record]));
        this.published = { at: now, keys };
      }
      const record = keys?.get(kid);
      if (!record || (header.alg !== undefined && header.alg !== record.algorithm)) {
        throw new joseErrors.JWKSNoMatchingKey();
      }
      return importJWK(record.publicJwk, record.algorithm);
    };
  }

  private retentionMs(): number {
    return this.options.tokenTtlMs + RETENTION_MARGIN_MS;
  }

  private async signingRecord(): Promise<SigningKeyRecord | null> {
    const now = new Date(this.options.clock());
    return this.model
      .findOne({ activeFrom: { $lte: now }, $or: [{ retiredAt: null }, { retiredAt: { $gt: now } }] })
      .sort({ activeFrom: -1, createdAt: -1, _id: -1 })
      .lean<SigningKeyRecord>()
      .exec();
  }

  private async publishedRecords(): Promise<SigningKeyRecord[]> {
    const cutoff = new Date(this.options.clock() - this.retentionMs());
    return this.model
      .find({ $or: [{ retiredAt: null }, { retiredAt: { $gt: cutoff } }] })
      .sort({ activeFrom: -1, createdAt: -1, _id: -1 })
      .lean<SigningKeyRecord[]>()
      .exec();
  }

  private async create(activeFrom: Date): Promise<SigningKeyRecord> {
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const kid = randomBytes(12).toString('base64url');
    const record: SigningKeyRecord = {
      _id: kid,
      algorithm: SIGNING_ALGORITHM,
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: SIGNING_ALGORITHM, use: 'sig' },
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALGORITHM },
      createdAt: new Date(this.options.clock()),
      activeFrom,
      retiredAt: null,
    };
    await this.model.create(record);
    this.published = undefined;
    return record;
  }
}

function publicOnly(record: SigningKeyRecord): JWK {
  // Only the public members, whatever else the stored JWK holds.
  const { kty, crv, x, y } = record.publicJwk;
  return { kty, crv, x, y, kid: record._id, alg: record.algorithm, use: 'sig' };
}

function infoOf(record: SigningKeyRecord): SigningKeyInfo {
  return {
    kid: record._id,
    algorithm: record.algorithm,
    createdAt: record.createdAt,
    activeFrom: record.activeFrom,
    retiredAt: record.retiredAt,
  };
}
