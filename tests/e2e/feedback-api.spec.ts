import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerProcess } from '../../bench/feedback/server-process';
import { test, expect } from './fixtures';
import { pageWithSections, type StoredFeedback } from './feedback-env';

/**
 * The API against hostile and malformed input, on a server of its own (fresh database, a known
 * rate limit), so the rows it finds are exactly the ones this file caused.
 */
const TOKEN = 'api-spec-token';
const RATE_LIMIT = 60;
const target = pageWithSections();
const valid = { page: target.route, rating: 1, version: '6.0.1', language: 'en' };

test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'feedback-api-'));
  server = await startServer({
    env: {
      FEEDBACK_DATA_DIR: dataDir,
      FEEDBACK_ADMIN_TOKEN: TOKEN,
      FEEDBACK_RATE_LIMIT: `${RATE_LIMIT}/600`,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Case = {
  name: string;
  status: number;
  body?: string | Blob;
  headers?: Record<string, string>;
  /** The Origin header made from the server's own origin. */
  origin?: (own: string) => string;
  error?: RegExp;
};

const json = (value: unknown) => JSON.stringify(value);
const with_ = (patch: Record<string, unknown>) => json({ ...valid, ...patch });

const hostile: Case[] = [
  { name: 'text/plain', status: 415, body: json(valid), headers: { 'content-type': 'text/plain' } },
  { name: 'no content type', status: 415, body: json(valid), headers: { 'content-type': '' } },
  {
    name: 'form encoded',
    status: 415,
    body: 'page=/&rating=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  },
  {
    name: 'latin1 charset',
    status: 415,
    body: json(valid),
    headers: { 'content-type': 'application/json; charset=latin1' },
  },
  { name: 'truncated JSON', status: 400, body: '{"page":', error: /not valid JSON/ },
  { name: 'JSON with comments', status: 400, body: '{/* hi */"rating":1}', error: /not valid JSON/ },
  { name: 'empty body', status: 400, body: '', error: /not valid JSON/ },
  { name: 'null', status: 400, body: 'null', error: /JSON object/ },
  { name: 'array', status: 400, body: json([valid]), error: /JSON object/ },
  { name: 'string', status: 400, body: json('rating=1'), error: /JSON object/ },
  { name: 'deeply nested', status: 400, body: '['.repeat(3000) + ']'.repeat(3000), error: /JSON object/ },
  {
    name: 'huge body (1 MB)',
    status: 413,
    body: with_({ comment: 'x'.repeat(1024 * 1024) }),
    error: /at most 8192 bytes/,
  },
  { name: 'body just over 8 KB', status: 413, body: with_({ comment: 'é'.repeat(4100) }) },
  {
    name: 'comment of 2001 characters',
    status: 400,
    body: with_({ comment: 'y'.repeat(2001) }),
    error: /at most 2000/,
  },
  { name: 'rating 2', status: 400, body: with_({ rating: 2 }), error: /rating/ },
  { name: 'rating as string', status: 400, body: with_({ rating: '1' }), error: /rating/ },
  { name: 'rating 0.5', status: 400, body: with_({ rating: 0.5 }), error: /rating/ },
  { name: 'rating missing', status: 400, body: json({ page: valid.page, version: '6.0.1', language: 'en' }) },
  { name: 'unknown page', status: 400, body: with_({ page: '/no-such/page/' }), error: /unknown page/ },
  { name: 'XSS page', status: 400, body: with_({ page: '/<script>alert(1)</script>/' }), error: /page/ },
  { name: 'SQL page', status: 400, body: with_({ page: "/material-ui/' OR '1'='1/" }), error: /page/ },
  { name: 'absolute URL page', status: 400, body: with_({ page: 'https://evil.example/' }), error: /page/ },
  { name: 'unknown section', status: 400, body: with_({ section: 'nope' }), error: /has no section/ },
  { name: 'XSS section', status: 400, body: with_({ section: '"><img src=x onerror=alert(1)>' }) },
  { name: 'language fr', status: 400, body: with_({ language: 'fr' }), error: /language/ },
  {
    name: 'SQL version',
    status: 400,
    body: with_({ version: "6'; DROP TABLE feedback; --" }),
    error: /version/,
  },
  { name: 'extra __proto__ key', status: 400, body: '{"__proto__":{"admin":true},' + json(valid).slice(1) },
  { name: 'extra id key', status: 400, body: with_({ id: '00000000-0000-4000-8000-000000000000' }) },
  { name: 'NUL in comment', status: 400, body: with_({ comment: 'a\u0000b' }), error: /control characters/ },
  {
    name: 'lone surrogate',
    status: 400,
    body: '{"comment":"\\ud800",' + json(valid).slice(1),
    error: /Unicode/,
  },
  {
    name: 'invalid UTF-8',
    status: 400,
    body: new Blob([new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])]),
    error: /UTF-8/,
  },
  { name: 'comment as object', status: 400, body: with_({ comment: { $gt: '' } }), error: /comment/ },
  { name: 'foreign origin', status: 403, body: json(valid), headers: { origin: 'https://evil.example' } },
  { name: 'no origin', status: 403, body: json(valid), headers: { origin: '' } },
  { name: 'origin null', status: 403, body: json(valid), headers: { origin: 'null' } },
  // #45: the Origin is compared by scheme, host and port with the site's, never with Host.
  {
    name: 'origin ftp: on the right host',
    status: 403,
    body: json(valid),
    origin: (o) => o.replace('http:', 'ftp:'),
  },
  {
    name: 'origin https: on the right host',
    status: 403,
    body: json(valid),
    origin: (o) => o.replace('http:', 'https:'),
  },
  {
    name: 'origin with user info',
    status: 403,
    body: json(valid),
    origin: (o) => o.replace('//', '//evil.example@'),
  },
  { name: 'origin with a path', status: 403, body: json(valid), origin: (o) => `${o}/x` },
  {
    name: 'origin matching a spoofed X-Forwarded-Host',
    status: 403,
    body: json(valid),
    headers: { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
  },
  {
    name: 'C1 control character',
    status: 400,
    body: with_({ comment: 'a\u009bb' }),
    error: /control characters/,
  },
  {
    name: 'comment of 2001 emoji (code points)',
    status: 400,
    body: with_({ comment: '\u{1F44D}'.repeat(2001) }),
    error: /at most 2000/,
  },
];

async function post(body: string | Blob | undefined, headers: Record<string, string> = {}) {
  const merged: Record<string, string> = {
    'content-type': 'application/json',
    origin: server.origin,
    ...headers,
  };
  for (const key of Object.keys(merged)) if (merged[key] === '') delete merged[key];
  return fetch(`${server.origin}/api/feedback/`, { method: 'POST', headers: merged, body });
}

async function allRows(): Promise<StoredFeedback[]> {
  const response = await fetch(`${server.origin}/api/feedback/?limit=500`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: StoredFeedback[] }).items;
}

test(`${hostile.length} malformed or hostile submissions get the right 4xx and store nothing`, async () => {
  expect(hostile.length).toBeGreaterThanOrEqual(30);
  const outcomes: string[] = [];
  for (const item of hostile) {
    const headers = item.origin ? { ...item.headers, origin: item.origin(server.origin) } : item.headers;
    const response = await post(item.body, headers);
    const text = await response.text();
    const error = (JSON.parse(text) as { error?: string }).error ?? '';
    const ok = response.status === item.status && error.length > 0 && (!item.error || item.error.test(error));
    if (!ok) outcomes.push(`${item.name}: got ${response.status} ${text.slice(0, 200)}`);
  }
  expect(outcomes).toEqual([]);
  expect(await allRows()).toEqual([]);
  // Still up and serving pages.
  expect((await fetch(`${server.origin}${target.route}`)).status).toBe(200);
});

test('hostile but valid text is stored as text and returned verbatim, escaped by JSON and CSV', async () => {
  const comments = [
    "'); DROP TABLE feedback; --",
    '<script>alert("x")</script>',
    '=cmd|calc!A1 👩🏽‍💻 \u202Eevil',
  ];
  for (const [i, comment] of comments.entries()) {
    const response = await post(
      json({ ...valid, comment, section: target.toc[i % target.toc.length].id, rating: i % 2 }),
      {
        cookie: `mui-feedback-visitor=${crypto.randomUUID()}`,
      },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toContain('application/json');
  }
  expect((await allRows()).map((row) => row.comment).sort()).toEqual([...comments].sort());
  const csv = await fetch(`${server.origin}/api/feedback/?format=csv`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const text = await csv.text();
  expect(text.split('\r\n')[0]).toBe('id,page,section,rating,comment,version,language,createdAt,updatedAt');
  expect(text).toContain(`"'=cmd|calc!A1 👩🏽‍💻 \u202Eevil"`);
  expect(text).toContain('"\'); DROP TABLE feedback; --"');
});

test('a visitor changing their rating updates their row', async () => {
  const first = await post(json({ ...valid, section: target.toc[0].id }));
  expect(first.status).toBe(201);
  const cookie = first.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(
    /^mui-feedback-visitor=[0-9a-f-]{36}; Path=\/api\/feedback; Max-Age=31536000; HttpOnly; SameSite=Lax/,
  );
  const { id } = (await first.json()) as { id: string };
  const again = await post(json({ ...valid, section: target.toc[0].id, rating: 0 }), {
    cookie: cookie.split(';')[0],
  });
  expect(again.status).toBe(200);
  expect(await again.json()).toEqual({ id, updated: true });
  expect((await allRows()).filter((row) => row.id === id)).toEqual([expect.objectContaining({ rating: 0 })]);
});

test('the maintainer API wants the token and valid parameters', async () => {
  const get = (query: string, authorization?: string) =>
    fetch(`${server.origin}/api/feedback/${query}`, { headers: authorization ? { authorization } : {} });
  for (const auth of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `bearer ${TOKEN}`]) {
    const response = await get('', auth);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Bearer');
    expect(Object.keys((await response.json()) as object)).toEqual(['error']);
  }
  const csv = await get('?format=csv');
  expect(csv.status).toBe(401);
  expect(await csv.text()).not.toContain(target.route);
  const month13 = Buffer.from('2026-13-01 00:00:00+00|6f1c2a55-3a5e-4d43-9d1e-1b2c3d4e5f60').toString(
    'base64url',
  );
  for (const query of [
    '?from=yesterday',
    '?limit=100000',
    '?cursor=abc',
    "?page=' OR 1=1 --&sort=x",
    // #45: each of these reached PostgreSQL (a 503 and a stack in the log), or read 30 February as 2 March.
    '?page=%00',
    '?section=a%00b',
    '?from=0000-01-01',
    `?cursor=${month13}`,
    '?from=2026-02-30',
    '?from=2026-02-30&format=csv',
  ]) {
    expect((await get(query, `Bearer ${TOKEN}`)).status).toBe(400);
  }
  const page1 = (await (await get('?limit=2', `Bearer ${TOKEN}`)).json()) as {
    items: unknown[];
    nextCursor: string;
  };
  expect(page1.items).toHaveLength(2);
  const page2 = (await (await get(`?limit=2&cursor=${page1.nextCursor}`, `Bearer ${TOKEN}`)).json()) as {
    items: unknown[];
  };
  expect(page2.items.length).toBeGreaterThan(0);
  const future = (await (await get('?from=2999-01-01', `Bearer ${TOKEN}`)).json()) as { items: unknown[] };
  expect(future.items).toEqual([]);
});

test('a client over the rate limit gets 429 with Retry-After', async () => {
  let response: Response | undefined;
  for (let i = 0; i <= RATE_LIMIT; i++) {
    response = await post(json(valid));
    if (response.status === 429) break;
  }
  expect(response?.status).toBe(429);
  expect(Number(response?.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await response!.json()) as { error: string }).error).toMatch(/too many/);
});
