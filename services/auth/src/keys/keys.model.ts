import { Schema, type Connection, type Model } from 'mongoose';
import type { JWK } from 'jose';

/**
 * A token signing key (collection `signing_keys`). The private half stays in this database
 * and never leaves the service; the public half is published at /.well-known/jwks.json.
 */
export interface SigningKeyRecord {
  /** The key id (`kid` of the tokens it signs). */
  _id: string;
  algorithm: 'ES256';
  publicJwk: JWK;
  privateJwk: JWK;
  createdAt: Date;
  /** It signs from then on (published earlier, see KEY_ACTIVATION_DELAY). */
  activeFrom: Date;
  /** When a newer key took over; published until its last token has expired. */
  retiredAt: Date | null;
}

export type SigningKeyModel = Model<SigningKeyRecord>;

const signingKeySchema = new Schema<SigningKeyRecord>(
  {
    _id: { type: String, required: true },
    algorithm: { type: String, enum: ['ES256'], required: true },
    publicJwk: { type: Schema.Types.Mixed, required: true },
    privateJwk: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    activeFrom: { type: Date, required: true },
    retiredAt: { type: Date, default: null },
  },
  { collection: 'signing_keys', versionKey: false },
);

export function createSigningKeyModel(connection: Connection): SigningKeyModel {
  return connection.model<SigningKeyRecord>('SigningKey', signingKeySchema);
}
