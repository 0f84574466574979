import { describe, expect, it, vi } from 'vitest';
import { fetchUsableAd, impressionUrls, isUsableItem, pickUsableItem } from './index';

const good = {
  statlink: 'https://ads.example/click?id=1',
  statimp: 'https://ads.example/imp?id=1',
  image: 'https://ads.example/i.png',
  company: 'Acme',
  description: 'Build faster',
  pixel: 'https://p1.example/px?t=[timestamp]||https://p2.example/px?t=[timestamp]&x=1',
  timestamp: 1700000000,
};

describe('usable-item rule', () => {
  it('needs a non-empty item with an http(s) statlink', () => {
    expect(isUsableItem(good)).toBe(true);
    expect(isUsableItem({})).toBe(false);
    expect(isUsableItem({ company: 'Acme' })).toBe(false);
    expect(isUsableItem({ statlink: '' })).toBe(false);
    expect(isUsableItem({ statlink: 'javascript:alert(1)' })).toBe(false);
    expect(isUsableItem({ statlink: 42 })).toBe(false);
    expect(isUsableItem(null)).toBe(false);
  });
  it('picks the first usable item and rejects bodies off the schema', () => {
    expect(pickUsableItem({ ads: [{}, { company: 'x' }, good] })?.company).toBe('Acme');
    expect(pickUsableItem({ ads: [{}] })).toBeNull();
    expect(pickUsableItem({ ads: 'nope' })).toBeNull();
    expect(pickUsableItem('<html>')).toBeNull();
  });
});

describe('impressionUrls', () => {
  it('splits pixels on || and substitutes the timestamp', () => {
    expect(impressionUrls(good)).toEqual([
      'https://ads.example/imp?id=1',
      'https://p1.example/px?t=1700000000',
      'https://p2.example/px?t=1700000000&x=1',
    ]);
  });
  it('drops empty and non-http entries and duplicates', () => {
    expect(
      impressionUrls({ pixel: '||javascript:x||https://a.example/p||https://a.example/p', timestamp: 'abc' }),
    ).toEqual(['https://a.example/p']);
  });
});

function respond(body: string, status = 200) {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

describe('fetchUsableAd', () => {
  it('retries up to 10 times while no usable item comes', async () => {
    const fetchImpl = vi.fn(async () => respond(JSON.stringify({ ads: [{}] })));
    await expect(fetchUsableAd('https://x/ads.json', fetchImpl)).resolves.toEqual({
      kind: 'unavailable',
      attempts: 10,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(10);
  });
  it('returns the first usable item, on a later attempt if need be', async () => {
    let n = 0;
    const fetchImpl = vi.fn(async () => respond(JSON.stringify({ ads: ++n < 3 ? [] : [good] })));
    const outcome = await fetchUsableAd('https://x/ads.json', fetchImpl);
    expect(outcome).toMatchObject({ kind: 'ad', attempts: 3, item: { company: 'Acme' } });
  });
  it('a failed request returns nothing and stops', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchUsableAd('https://x/ads.json', fetchImpl)).resolves.toEqual({
      kind: 'blocked',
      attempts: 1,
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
  it('HTTP errors and malformed JSON count as unavailable without retrying', async () => {
    await expect(fetchUsableAd('u', async () => respond('{}', 500))).resolves.toEqual({
      kind: 'unavailable',
      attempts: 1,
    });
    await expect(fetchUsableAd('u', async () => respond('{"ads": ['))).resolves.toEqual({
      kind: 'unavailable',
      attempts: 1,
    });
  });
  it('stops once the block is gone', async () => {
    const fetchImpl = vi.fn(async () => respond(JSON.stringify({ ads: [] })));
    let active = 3;
    await fetchUsableAd('u', fetchImpl, () => active-- > 0);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});

describe('adConfigFromEnv', () => {
  it('is empty when nothing is configured', async () => {
    const { adConfigFromEnv } = await import('./config');
    expect(adConfigFromEnv({})).toEqual({});
    expect(adConfigFromEnv({ AD_ENDPOINT: '', AD_SCRIPT: '' })).toEqual({});
  });
  it('accepts http(s) URLs and names a bad variable', async () => {
    const { adConfigFromEnv } = await import('./config');
    expect(adConfigFromEnv({ AD_ENDPOINT: 'https://srv.example/ads.json' })).toEqual({
      endpoint: 'https://srv.example/ads.json',
    });
    expect(() => adConfigFromEnv({ AD_SCRIPT: 'ftp://x/y.js' })).toThrow(
      'AD_SCRIPT must be an http(s) URL, got "ftp://x/y.js"',
    );
  });
});
