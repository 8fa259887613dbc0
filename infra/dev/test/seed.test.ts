import argon2 from 'argon2';
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@smarthome/embedded-mongo';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDemoSeeds } from '../src/seed.js';

const PASSWORD = 'dev-password';
const NOW = new Date('2026-06-15T12:00:00Z');

describe('the demo seed', () => {
  let mongo: EmbeddedMongo;
  const connections: mongoose.Connection[] = [];

  beforeEach(async () => {
    mongo = await startEmbeddedMongo({ port: 0 });
  });
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((connection) => connection.close()));
    await mongo.stop();
  });

  async function collection(dbName: string, name: string) {
    const connection = await mongoose.createConnection(mongo.uri, { dbName }).asPromise();
    connections.push(connection);
    return connection.collection(name);
  }

  it('creates the three active demo accounts once, with an argon2id hash of the password', async () => {
    const first = await runDemoSeeds({ mongoUri: mongo.uri, password: PASSWORD, now: NOW });
    const second = await runDemoSeeds({ mongoUri: mongo.uri, password: PASSWORD, now: NOW });

    const users = await (await collection('auth', 'users')).find({}, { sort: { email: 1 } }).toArray();
    expect(users.map(({ email, role, active }) => ({ email, role, active }))).toEqual([
      { email: 'admin@smarthome.local', role: 'admin', active: true },
      { email: 'client@smarthome.local', role: 'user', active: true },
      { email: 'installer@smarthome.local', role: 'installer', active: true },
    ]);
    for (const user of users) {
      const hash = String(user.passwordHash);
      // PHC string: $argon2id$v=19$m=…,t=…,p=…$salt$hash (the library writes the parameters in its own order).
      const [, algorithm, , parameters] = hash.split('$');
      const cost = Object.fromEntries((parameters ?? '').split(',').map((pair) => pair.split('=')));
      expect(algorithm).toBe('argon2id');
      expect(Number(cost.m)).toBeGreaterThanOrEqual(19_456);
      expect(Number(cost.t)).toBeGreaterThanOrEqual(2);
      expect(await argon2.verify(hash, PASSWORD)).toBe(true);
      expect(await argon2.verify(hash, 'wrong-password')).toBe(false);
    }

    expect(first.services).toContainEqual({ service: 'auth', inserted: { users: 3 } });
    expect(second.services).toContainEqual({ service: 'auth', inserted: { users: 0 } });
    // Both runs report the same accounts, so later seeds link to the right ids either way.
    expect(second.users).toEqual(first.users);
    expect(first.users.map((user) => user.email)).toEqual([
      'admin@smarthome.local',
      'installer@smarthome.local',
      'client@smarthome.local',
    ]);
  });

  it("fills news, blog posts, testimonials and installations once, and links the demo customer's installations to its account", async () => {
    const first = await runDemoSeeds({ mongoUri: mongo.uri, password: PASSWORD, now: NOW });
    await runDemoSeeds({ mongoUri: mongo.uri, password: PASSWORD, now: NOW });

    const news = await (await collection('content', 'news')).find({}, { sort: { createdAt: -1 } }).toArray();
    const posts = await (await collection('content', 'blog_posts')).countDocuments();
    const testimonials = await (await collection('content', 'testimonials')).countDocuments();
    expect(first.services).toContainEqual({
      service: 'content',
      inserted: { news: news.length, blog_posts: posts, testimonials },
    });
    expect(posts).toBeGreaterThanOrEqual(3);
    const blog = await collection('content', 'blog_posts');
    // One post scheduled ahead (hidden from the public until then), one with a highlighted code block.
    expect(await blog.countDocuments({ visibleFrom: { $gt: NOW } })).toBe(1);
    expect(await blog.countDocuments({ description: /<code class="language-javascript">/ })).toBe(1);
    expect(await blog.countDocuments({ featured: true })).toBeGreaterThanOrEqual(1);
    expect(testimonials).toBeGreaterThanOrEqual(3);
    expect(news.length).toBeGreaterThanOrEqual(3);
    for (const item of news) {
      expect(item.title).toEqual(expect.any(String));
      expect(String(item.description).split('\n').length).toBeGreaterThanOrEqual(3);
      expect(item.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
    expect(news.some((item) => /Iași/.test(`${item.title} ${item.description}`))).toBe(true);

    // The demo customer's installations are linked to its account; other customers' have none yet.
    const client = first.users.find((user) => user.email === 'client@smarthome.local');
    const installations = await (await collection('operations', 'installations')).find({}).toArray();
    const own = installations.filter((item) => item.customerEmail === client?.email);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((item) => item.customerId === client?.id)).toBe(true);
    expect(installations.length).toBeGreaterThan(own.length);
  });

  it('leaves a collection that already has documents alone', async () => {
    const users = await collection('auth', 'users');
    await users.insertOne({
      firstName: 'Real',
      lastName: 'Person',
      email: 'someone@example.ro',
      role: 'admin',
      active: true,
    });

    const report = await runDemoSeeds({ mongoUri: mongo.uri, password: PASSWORD, now: NOW });

    expect(await users.countDocuments()).toBe(1);
    expect(report.users).toEqual([]);
    expect(report.services).toContainEqual({ service: 'auth', inserted: { users: 0 } });
    expect(await (await collection('content', 'news')).countDocuments()).toBeGreaterThan(0);
  });
});
