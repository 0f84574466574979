/**
 * Checks data/ against its schemas. data/ is plain data (some of it ships to the browser), so its
 * schemas run here rather than on import; steps that read a table need this one.
 */
import { inHouseAds } from '../../../data/ads';
import { products } from '../../../data/products';
import { templates } from '../../../data/templates';
import { checkInHouseAds } from '../data/check-ads';
import { checkDataFiles } from '../data/check-data-files';
import { checkProducts } from '../data/check-products';
import { parseTemplates } from '../data/parse-templates';
import { defineStep } from './prebuild-step';

export const dataStep = defineStep({
  name: 'data',
  needs: [],
  run() {
    checkProducts(products);
    checkInHouseAds(inHouseAds);
    parseTemplates(templates);
    checkDataFiles();
  },
});
