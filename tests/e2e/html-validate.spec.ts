import { readFileSync } from 'node:fs';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { builtPages } from './built-pages';
import { expect, test } from '@playwright/test';

/**
 * The prerendered HTML of every page, validated without a browser (the files Next serves). We check
 * conformance to the HTML standard and document structure, not house style: `html-validate:standard`
 * (spec conformance) plus `html-validate:document` (whole-document rules: doctype, lang, title...).
 * Rules changed, and why:
 */
const config: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Subresource integrity guards files served by a third party (a CDN). Every script and style
    // sheet here is a same-origin, content-hashed file of this build; Next adds no integrity.
    'require-sri': 'off',
    // A raw `>` in text is conforming HTML (only `<` and `&` start markup); Shiki emits it unescaped
    // in highlighted code, and the rule has no option to accept it (`relaxed` only covers `&`). Raw
    // `<` cannot reach the HTML: React and Shiki both escape it and `&`.
    'no-raw-characters': 'off',
  },
};

const pages = builtPages();

test('every prerendered page is valid HTML', async () => {
  // ~24 s of CPU for 290 pages; wall time grows with the machine's load.
  test.setTimeout(300_000);
  const validator = new HtmlValidate(config);
  const errors: string[] = [];
  for (const { url, htmlFile } of pages) {
    const report = await validator.validateString(readFileSync(htmlFile, 'utf8'), htmlFile);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity !== 2) continue;
        errors.push(`${url}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  expect(pages.length).toBeGreaterThanOrEqual(14);
  expect(errors).toEqual([]);
});
