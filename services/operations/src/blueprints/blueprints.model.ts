import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const BLUEPRINTS_COLLECTION = 'blueprints';

/** A Home Assistant blueprint kept for installers (collection `blueprints`). */
export interface BlueprintRecord {
  _id: Types.ObjectId;
  title: string;
  tag: string;
  /** YAML text as written. */
  content: string;
  /** Counts its saves, from 1 (absent on a blueprint written before they were counted: 1). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

export type BlueprintModel = Model<BlueprintRecord>;

const blueprintSchema = new Schema<BlueprintRecord>(
  {
    title: { type: String, required: true },
    tag: { type: String, required: true },
    content: { type: String, required: true },
    version: { type: Number, default: 1 },
  },
  { collection: BLUEPRINTS_COLLECTION, timestamps: true },
);
// The list reads newest first, optionally for one tag.
blueprintSchema.index({ createdAt: -1, _id: -1 });
blueprintSchema.index({ tag: 1, createdAt: -1 });

export function createBlueprintModel(connection: Connection): BlueprintModel {
  return connection.model<BlueprintRecord>('Blueprint', blueprintSchema);
}
