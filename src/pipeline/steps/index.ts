/**
 * The prebuild's steps, in the order a full run takes them. Each comes after the steps it needs;
 * beyond that, the order is a choice: the cheap checks of data/ and of every page run before
 * anything is published, so a broken link fails the build in seconds rather than after the images.
 */
import { apiStep } from './api';
import { blogStep } from './blog';
import { checksStep } from './checks';
import { chromeGlyphsStep } from './chrome-glyphs';
import { contentStep } from './content';
import { dataStep } from './data';
import { demoRunnerStep } from './demo-runner';
import { demosStep } from './demos';
import { errorCodesStep } from './error-codes';
import { iconsStep } from './icons';
import { localesStep } from './locales';
import { pageIndexStep } from './page-index';
import type { PrebuildContext } from './prebuild-step';
import { redirectsStep } from './redirects';
import type { Step } from './runner';
import { searchStep } from './search';
import { siteStep } from './site';
import { styleFunctionsStep } from './style-functions';
import { summaryStep } from './summary';
import { themeTokensStep } from './theme-tokens';
import { versionsStep } from './versions';
import { xLicenseStep } from './x-license';

export const prebuildSteps: readonly Step<never, unknown, PrebuildContext>[] = [
  xLicenseStep,
  dataStep,
  apiStep,
  errorCodesStep,
  styleFunctionsStep,
  themeTokensStep,
  iconsStep,
  chromeGlyphsStep,
  localesStep,
  versionsStep,
  contentStep,
  blogStep,
  checksStep,
  demosStep,
  demoRunnerStep,
  pageIndexStep,
  siteStep,
  searchStep,
  redirectsStep,
  summaryStep,
];
