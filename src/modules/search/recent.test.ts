import { describe, expect, it } from 'vitest';
import { addRecent, parseRecent, RECENT_MAX, removeRecent } from './recent';

const item = (url: string) => ({ title: url, section: '', url });

describe('recent searches', () => {
  it('puts the latest first, without duplicates, capped', () => {
    let list = [item('/a/'), item('/b/')];
    list = addRecent(list, item('/b/'));
    expect(list.map((r) => r.url)).toEqual(['/b/', '/a/']);
    for (let i = 0; i < 10; i++) list = addRecent(list, item(`/${i}/`));
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0].url).toBe('/9/');
    expect(removeRecent(list, '/9/')[0].url).toBe('/8/');
  });

  it('reads malformed storage as empty and drops foreign URLs', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('{oops')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent(JSON.stringify([item('/ok/'), item('https://evil.example/'), { title: 1 }]))).toEqual([
      item('/ok/'),
    ]);
  });
});
