import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { type Connection } from 'mongoose';
import { IMAGE_ID, STORED_CONTENT_TYPE } from './images.rules.js';

/** The GridFS bucket of the content database: collections `images.files` and `images.chunks`. */
export const IMAGES_BUCKET = 'images';

/** What is kept beside each stored picture. */
export interface StoredImageMetadata {
  contentType: string;
  /** Which rendering of the upload it is. */
  variant: 'share' | 'content';
  width: number;
  height: number;
  /** The admin who uploaded it. */
  uploadedBy: string;
}

/** A stored picture, ready to be sent. */
export interface StoredImage {
  id: string;
  contentType: string;
  length: number;
  uploadedAt: Date;
  open(): Readable;
}

/**
 * The uploaded pictures in GridFS, addressed by the ObjectId GridFS gives each file. A file is
 * written once and never changed, so its id addresses those bytes for good (the long cache of
 * its URL relies on it).
 */
export class ImageStore {
  private readonly bucket: mongoose.mongo.GridFSBucket;

  constructor(connection: Connection) {
    const db = connection.db;
    if (!db) throw new Error('ImageStore needs an open connection');
    this.bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: IMAGES_BUCKET });
  }

  /** Stores the bytes as one file; resolves with its id once every chunk is written. */
  async save(bytes: Buffer, metadata: StoredImageMetadata): Promise<string> {
    const upload = this.bucket.openUploadStream(`${metadata.variant}.webp`, { metadata });
    await pipeline(Readable.from([bytes]), upload);
    return upload.id.toHexString();
  }

  /**
   * The picture with that id, or null. Anything but 24 lower-case hex digits is no id at all: it
   * never reaches a query, so nothing a caller sends can become a query operator.
   */
  async find(id: string): Promise<StoredImage | null> {
    if (!IMAGE_ID.test(id)) return null;
    const _id = new mongoose.mongo.ObjectId(id);
    const [file] = await this.bucket.find({ _id }, { limit: 1 }).toArray();
    if (!file) return null;
    const contentType = (file.metadata as Partial<StoredImageMetadata> | undefined)?.contentType;
    return {
      id,
      contentType: contentType ?? STORED_CONTENT_TYPE,
      length: file.length,
      uploadedAt: file.uploadDate,
      open: () => this.bucket.openDownloadStream(_id),
    };
  }

  /** Removes a stored picture (an upload whose second variant could not be written). */
  async remove(id: string): Promise<void> {
    await this.bucket.delete(new mongoose.mongo.ObjectId(id));
  }
}
