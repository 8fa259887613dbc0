/**
 * The read path's baseline: a page of news with nothing but Node's `http`, the MongoDB driver and
 * the content service's slug rule, from the same `news` collection of the same database, in a
 * process of its own like the services. No framework, no GraphQL, no gateway, no logging: what a
 * page of twelve news items costs at the least on this machine.
 *   GET /news?page=1&limit=12 → { data: [{id, title, slug, description, tags, created_at, updated_at}], pages }
 *   GET /readyz               → 200 once the database answered
 * Configured by MONGODB_URI, MONGODB_DB, PORT and HOST, like a service.
 */
import { createServer } from 'node:http';
import { MongoClient, type Document } from 'mongodb';
// The content service's own slug rule (and its memory of recent titles): the same work per item.
import { slugify } from '@smarthome/content/slug';

const { MONGODB_URI, MONGODB_DB, PORT = '0', HOST = '127.0.0.1' } = process.env;
if (!MONGODB_URI || !MONGODB_DB) throw new Error('MONGODB_URI and MONGODB_DB are required');

const client = await new MongoClient(MONGODB_URI).connect();
const news = client.db(MONGODB_DB).collection('news');

function toRest(item: Document) {
  return {
    id: String(item._id),
    title: item.title,
    slug: slugify(String(item.title)),
    description: item.description,
    tags: item.tags,
    created_at: (item.createdAt as Date).toISOString(),
    updated_at: (item.updatedAt as Date).toISOString(),
  };
}

async function newsPage(query: URLSearchParams) {
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const limit = Math.min(50, Math.max(1, Number(query.get('limit') ?? 12) || 12));
  const [items, total] = await Promise.all([
    news
      .find({})
      .sort({ createdAt: -1, _id: -1 })
      .skip((page - 1) * limit)
      .limit(limit)
      .toArray(),
    // The collection's own count, as the content service reads it for an unfiltered list.
    news.estimatedDocumentCount(),
  ]);
  return { data: items.map(toRest), pages: Math.ceil(total / limit) };
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname === '/readyz') return answer(200, { status: 'ok' });
  if (url.pathname !== '/news') return answer(404, { message: 'not found' });
  newsPage(url.searchParams).then(
    (body) => answer(200, body),
    (error: unknown) => answer(500, { message: String(error) }),
  );
});

server.listen(Number(PORT), HOST);
process.on('SIGTERM', () => {
  server.close();
  void client.close().then(() => process.exit(0));
});
