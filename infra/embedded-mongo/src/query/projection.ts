import { Query } from 'mingo';
import { MongoCommandError } from '../errors.js';
import type { Doc } from '../storage/collection.js';
import { QUERY_OPTIONS } from './filter.js';

/** Applies a find projection; the filter is passed for the positional `field.$` form. */
export function project(docs: Doc[], projection: unknown, filter: Doc | undefined): Doc[] {
  if (!projection || typeof projection !== 'object' || Object.keys(projection).length === 0) return docs;
  try {
    return new Query(filter ?? {}, QUERY_OPTIONS).find<Doc>(docs, projection as Doc).all();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new MongoCommandError('BadValue', message);
  }
}
