import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '@smarthome/service-kit/contracts';

/**
 * A personal API token (collection `api_tokens`). Its id is also the id of the session record
 * the token's access tokens name (`sid`), so that everything that ends an account's sessions —
 * deactivation, a password reset, a change of role or e-mail, deletion — ends its API tokens
 * too, through the same revocation list.
 */
export interface ApiTokenRecord {
  _id: string;
  userId: Types.ObjectId;
  name: string;
  scope: ApiTokenScope;
  /** The first characters of the token, shown in lists to tell tokens apart. */
  displayPrefix: string;
  /** SHA-256 of the token, hex: the token itself is never stored. */
  secretHash: string;
  createdAt: Date;
  expiresAt: Date;
  /** Updated at most once a minute: when the token was last exchanged for an access token. */
  lastUsedAt: Date | null;
}

export type ApiTokenModel = Model<ApiTokenRecord>;

const apiTokenSchema = new Schema<ApiTokenRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    scope: { type: String, enum: API_TOKEN_SCOPES, required: true },
    displayPrefix: { type: String, required: true },
    secretHash: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
  },
  { collection: 'api_tokens', versionKey: false },
);
apiTokenSchema.index({ secretHash: 1 }, { unique: true });
apiTokenSchema.index({ userId: 1, createdAt: -1 });

export function createApiTokenModel(connection: Connection): ApiTokenModel {
  return connection.model<ApiTokenRecord>('ApiToken', apiTokenSchema);
}
