import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (CHROME_PATH overrides), headless, with its background traffic off. */
export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
