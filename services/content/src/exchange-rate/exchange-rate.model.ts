import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The last EUR→RON rate fetched from a source (collection `exchange_rates`, one document per
 * currency pair). Kept in the database rather than only in memory so a restart does not lose it,
 * every replica serves the same rate, and a day when every source fails still has a rate to show.
 */
export interface ExchangeRateRecord {
  /** The currency pair, e.g. 'EUR-RON'. */
  _id: string;
  rate: number;
  /** Host of the source that answered. */
  source: string;
  publishedOn: string | null;
  fetchedAt: Date;
}

export type ExchangeRateModel = Model<ExchangeRateRecord>;

const exchangeRateSchema = new Schema<ExchangeRateRecord>(
  {
    _id: { type: String, required: true },
    rate: { type: Number, required: true },
    source: { type: String, required: true },
    publishedOn: { type: String, default: null },
    fetchedAt: { type: Date, required: true },
  },
  { collection: 'exchange_rates', versionKey: false },
);

export function createExchangeRateModel(connection: Connection): ExchangeRateModel {
  return connection.model<ExchangeRateRecord>('ExchangeRate', exchangeRateSchema);
}
