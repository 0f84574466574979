import { describe, expect, it } from 'vitest';
import { inHouseAds } from '../../../data/ads';
import { checkInHouseAds } from './check-ads';

describe('checkInHouseAds', () => {
  it('accepts the house ads in data/ads.ts', () => {
    expect(checkInHouseAds(inHouseAds)).toStrictEqual(inHouseAds);
  });

  it('refuses a bad ad entry, naming data/ads.ts and the place', () => {
    const [first, ...rest] = inHouseAds;
    expect(() => checkInHouseAds([{ ...first, link: 'not a url' }, ...rest])).toThrow(
      /^Invalid data in data\/ads\.ts at 0\.link: /,
    );
    expect(() => checkInHouseAds([{ ...first, label: '' }, ...rest])).toThrow(/data\/ads\.ts at 0\.label/);
  });

  it('refuses a list that is not exactly five ads', () => {
    expect(() => checkInHouseAds(inHouseAds.slice(1))).toThrow(/data\/ads\.ts/);
    expect(() => checkInHouseAds([...inHouseAds, inHouseAds[0]])).toThrow(/data\/ads\.ts/);
  });
});
