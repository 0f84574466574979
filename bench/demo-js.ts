/**
 * `npm run bench:demo-js`: the JavaScript a component page with demos adds over a page without
 * demos (brotli, quality 11), against a server that is already running (ORIGIN, default
 * http://127.0.0.1:3000). `npm run bench` prints the same figure.
 */
import { chromium } from 'playwright-core';
import { measureDemoJs } from './measure/demo-js';

const ORIGIN = process.env.ORIGIN ?? 'http://127.0.0.1:3000';
const DEMO_PAGE = process.env.DEMO_PAGE ?? '/material-ui/react-button/';
const BASELINE_PAGE = process.env.BASELINE_PAGE ?? '/material-ui/getting-started/installation/';

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
  try {
    const figure = await measureDemoJs(browser, `${ORIGIN}${DEMO_PAGE}`, `${ORIGIN}${BASELINE_PAGE}`);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `${DEMO_PAGE} (${figure.demos} demos): ${kb(figure.withDemosBrotli)} JS (brotli, all scripts until idle)`,
    );
    console.log(`${BASELINE_PAGE} (no demos): ${kb(figure.baselineBrotli)}`);
    console.log(
      `added by the demos: ${kb(figure.withDemosBrotli - figure.baselineBrotli)} net, ${figure.addedScripts} scripts only the demo page loads = ${kb(figure.addedBrotli)}`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
