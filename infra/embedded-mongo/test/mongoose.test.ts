// mongoose 9 against the server: schemas with unique, timestamps, refs, validators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import { useMongo } from './harness.js';

const ctx = useMongo('mongoose');

interface User {
  email: string;
  name: string;
  age?: number;
  role: 'admin' | 'user';
  createdAt: Date;
  updatedAt: Date;
}

interface Post {
  title: string;
  author: Types.ObjectId;
  tags: string[];
  views: number;
}

const userSchema = new Schema<User>(
  {
    email: {
      type: String,
      required: true,
      unique: true,
      lowercase: true,
      trim: true,
      match: /^[^@\s]+@[^@\s]+$/,
    },
    name: { type: String, required: true, minlength: 2 },
    age: { type: Number, min: 0, max: 150 },
    role: { type: String, enum: ['admin', 'user'], default: 'user' },
  },
  { timestamps: true },
);

const postSchema = new Schema<Post>(
  {
    title: { type: String, required: true },
    author: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    tags: { type: [String], default: [] },
    views: { type: Number, default: 0 },
  },
  { timestamps: true },
);
postSchema.index({ author: 1, title: 1 });

let conn: Connection;
let UserModel: Model<User>;
let PostModel: Model<Post>;

beforeAll(async () => {
  conn = await mongoose
    .createConnection(ctx.uri, { dbName: ctx.dbName, serverSelectionTimeoutMS: 10_000, autoIndex: false })
    .asPromise();
  UserModel = conn.model<User>('User', userSchema);
  PostModel = conn.model<Post>('Post', postSchema);
  await UserModel.init();
  await PostModel.init();
  await UserModel.syncIndexes();
  await PostModel.syncIndexes();
});

afterAll(async () => {
  await conn?.close();
});

describe('mongoose models', () => {
  it('syncIndexes builds the schema indexes (unique email)', async () => {
    const idx = await UserModel.collection.listIndexes().toArray();
    const email = idx.find((i) => i.name === 'email_1');
    expect(email).toMatchObject({ key: { email: 1 }, unique: true });
    const postIdx = (await PostModel.collection.listIndexes().toArray()).map((i) => i.name).sort();
    expect(postIdx).toEqual(['_id_', 'author_1_title_1']);
  });

  it('syncIndexes drops indexes that are not in the schema', async () => {
    await UserModel.collection.createIndex({ name: 1 });
    const dropped = await UserModel.syncIndexes();
    expect(dropped).toEqual(['name_1']);
    const names = (await UserModel.collection.listIndexes().toArray()).map((i) => i.name).sort();
    expect(names).toEqual(['_id_', 'email_1']);
    expect(await UserModel.diffIndexes()).toEqual({ toDrop: [], toCreate: [] });
  });

  it('create applies defaults, setters and timestamps', async () => {
    const before = Date.now();
    const u = await UserModel.create({ email: '  Ann@Example.COM ', name: 'Ann', age: 30 });
    expect(u._id).toBeDefined();
    expect(u.email).toBe('ann@example.com');
    expect(u.role).toBe('user');
    expect(u.createdAt).toBeInstanceOf(Date);
    expect(u.updatedAt).toBeInstanceOf(Date);
    expect(u.createdAt.getTime()).toBeGreaterThanOrEqual(before - 2000);
    const raw = await UserModel.collection.findOne({ _id: u._id });
    expect(raw).toMatchObject({ email: 'ann@example.com', name: 'Ann', age: 30, role: 'user' });
    expect(raw?.createdAt).toBeInstanceOf(Date);
    expect(raw?.__v).toBe(0);
  });

  it('a duplicate email raises error code 11000 (MongoServerError passed through)', async () => {
    await UserModel.create({ email: 'dup@example.com', name: 'First' });
    const err = (await UserModel.create({ email: 'DUP@example.com', name: 'Second' }).catch(
      (e: unknown) => e,
    )) as {
      code?: number;
      name?: string;
      keyValue?: unknown;
      keyPattern?: unknown;
    };
    expect(err.code).toBe(11000);
    expect(err.name).toBe('MongoServerError');
    expect(err).toBeInstanceOf(mongoose.mongo.MongoServerError);
    expect(err.keyValue).toEqual({ email: 'dup@example.com' });
    expect(err.keyPattern).toEqual({ email: 1 });
    expect(await UserModel.countDocuments({ email: 'dup@example.com' })).toBe(1);
  });

  it('validators reject bad documents before they reach the server', async () => {
    await expect(UserModel.create({ email: 'not-an-email', name: 'Bad' })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    await expect(UserModel.create({ email: 'x@y.z', name: 'B', age: -1 })).rejects.toMatchObject({
      name: 'ValidationError',
    });
    await expect(
      UserModel.create({ email: 'r@y.z', name: 'Role', role: 'root' as 'admin' }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
    expect(await UserModel.countDocuments({ email: { $in: ['not-an-email', 'x@y.z', 'r@y.z'] } })).toBe(0);
  });

  it('find().sort().skip().limit().lean() returns plain sorted objects', async () => {
    await UserModel.insertMany(
      Array.from({ length: 12 }, (_, i) => ({
        email: `list${i}@example.com`,
        name: `L${String(i).padStart(2, '0')}`,
        age: 20 + (i % 4),
      })),
    );
    const page = await UserModel.find({ email: /^list/ })
      .sort({ age: -1, name: 1 })
      .skip(2)
      .limit(4)
      .select({ name: 1, age: 1, _id: 0 })
      .lean();
    // age = 20 + i % 4; by age desc then name: L03 L07 L11 L02 L06 L10 L01 ...
    expect(page).toEqual([
      { name: 'L11', age: 23 },
      { name: 'L02', age: 22 },
      { name: 'L06', age: 22 },
      { name: 'L10', age: 22 },
    ]);
    expect(Object.getPrototypeOf(page[0])).toBe(Object.prototype);
  });

  it('findByIdAndUpdate with new and runValidators', async () => {
    const u = await UserModel.create({ email: 'upd@example.com', name: 'Upd', age: 40 });
    await new Promise((r) => setTimeout(r, 15));
    const updated = await UserModel.findByIdAndUpdate(u._id, { age: 41 }, { new: true, runValidators: true });
    expect(updated?.age).toBe(41);
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(u.updatedAt.getTime());
    expect(updated?.createdAt.getTime()).toBe(u.createdAt.getTime());
    const viaReturnDocument = await UserModel.findByIdAndUpdate(
      u._id,
      { $inc: { age: 1 } },
      { returnDocument: 'after', runValidators: true },
    ).lean();
    expect(viaReturnDocument?.age).toBe(42);
    await expect(
      UserModel.findByIdAndUpdate(u._id, { age: 999 }, { new: true, runValidators: true }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
    expect((await UserModel.findById(u._id).lean())?.age).toBe(42);
    const missing = await UserModel.findByIdAndUpdate(
      new mongoose.Types.ObjectId(),
      { age: 1 },
      { new: true },
    );
    expect(missing).toBeNull();
  });

  it('findOneAndUpdate to an existing email raises 11000', async () => {
    await UserModel.create({ email: 'taken2@example.com', name: 'T1' });
    const other = await UserModel.create({ email: 'free2@example.com', name: 'T2' });
    const err = (await UserModel.findByIdAndUpdate(
      other._id,
      { email: 'taken2@example.com' },
      { returnDocument: 'after' },
    ).catch((e: unknown) => e)) as {
      code?: number;
    };
    expect(err.code).toBe(11000);
  });

  it('countDocuments and estimatedDocumentCount', async () => {
    const n = await UserModel.countDocuments();
    expect(n).toBeGreaterThan(0);
    expect(await UserModel.estimatedDocumentCount()).toBe(n);
    expect(await UserModel.countDocuments({ role: 'admin' })).toBe(0);
    await UserModel.updateOne({ email: 'ann@example.com' }, { role: 'admin' });
    expect(await UserModel.countDocuments({ role: 'admin' })).toBe(1);
  });

  it('populate resolves refs', async () => {
    const author = await UserModel.create({ email: 'author@example.com', name: 'Writer' });
    await PostModel.create([
      { title: 'Zigbee 101', author: author._id, tags: ['zigbee', 'diy'] },
      { title: 'Heating', author: author._id, tags: ['heating'] },
    ]);
    const posts = await PostModel.find({ author: author._id })
      .sort({ title: -1 })
      .populate<{ author: User }>('author', 'email name')
      .lean();
    expect(posts.map((p) => p.title)).toEqual(['Zigbee 101', 'Heating']);
    expect(posts[0]?.author).toMatchObject({ email: 'author@example.com', name: 'Writer' });
    const one = await PostModel.findOne({ title: 'Heating' }).populate('author');
    expect((one?.author as unknown as User).email).toBe('author@example.com');
  });

  it('aggregate through the model', async () => {
    const author = await UserModel.create({ email: 'agg@example.com', name: 'Agg' });
    await PostModel.insertMany([
      { title: 'a1', author: author._id, tags: ['x', 'y'], views: 5 },
      { title: 'a2', author: author._id, tags: ['y'], views: 7 },
    ]);
    const rows = await PostModel.aggregate<{ _id: string; count: number }>([
      { $match: { author: author._id } },
      { $unwind: '$tags' },
      { $group: { _id: '$tags', count: { $sum: 1 } } },
      { $sort: { count: -1, _id: 1 } },
    ]);
    expect(rows).toEqual([
      { _id: 'y', count: 2 },
      { _id: 'x', count: 1 },
    ]);
    const [views] = await PostModel.aggregate<{ total: number }>([
      { $match: { author: author._id } },
      { $group: { _id: null, total: { $sum: '$views' } } },
      { $project: { _id: 0 } },
    ]);
    expect(views).toEqual({ total: 12 });
  });

  it('document save() increments fields and deleteOne removes', async () => {
    const u = await UserModel.create({ email: 'save@example.com', name: 'Save', age: 1 });
    u.age = 2;
    u.name = 'Saved';
    await u.save();
    expect(await UserModel.findById(u._id).lean()).toMatchObject({ age: 2, name: 'Saved' });
    await u.deleteOne();
    expect(await UserModel.findById(u._id)).toBeNull();
  });

  it('insertMany ordered:false reports duplicates and keeps the rest', async () => {
    const err = (await UserModel.insertMany(
      [
        { email: 'im1@example.com', name: 'IM1' },
        { email: 'im1@example.com', name: 'IM1b' },
        { email: 'im2@example.com', name: 'IM2' },
      ],
      { ordered: false },
    ).catch((e: unknown) => e)) as { code?: number };
    expect(err.code).toBe(11000);
    expect(await UserModel.countDocuments({ email: /^im\d/ })).toBe(2);
  });
});
