import '@/modules/zod-setup';
import { z } from 'zod';
import { adSchema, type Ad } from '@/modules/ads/schema';
import { parseData } from './parse-data';

/** The house ads the block picks from at random: exactly five, each a complete ad. */
export const inHouseAdsSchema = z.array(adSchema).length(5);

/** Fails the prebuild on a malformed house ad or a list of the wrong length (data/ads.ts). */
export function checkInHouseAds(ads: unknown): Ad[] {
  return parseData(inHouseAdsSchema, ads, 'data/ads.ts');
}
