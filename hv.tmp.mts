import { readFileSync } from 'node:fs';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { paragraphPlugin } from './tests/e2e/support/no-block-in-paragraph';
import { builtPages } from './tests/e2e/built-pages';
const config: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  plugins: [paragraphPlugin],
  rules: {
    // What the content-model rule below would have caught and browsers do rewrite: a block element
    // inside an open <p> (the paragraph ends there, and the page no longer hydrates as rendered).
    'site/no-block-in-paragraph': 'error',
    // Subresource integrity guards files served by a third party (a CDN). Every script and style
    // sheet here is a same-origin, content-hashed file of this build; Next adds no integrity.
    'require-sri': 'off',
    // A raw `>` in text is conforming HTML (only `<` and `&` start markup); Shiki emits it unescaped
    // in highlighted code, and the rule has no option to accept it (`relaxed` only covers `&`). Raw
    // `<` cannot reach the HTML: React and Shiki both escape it and `&`.
    'no-raw-characters': 'off',
    // Material UI 6.0.1 itself renders block elements inside phrasing-only parents: AccordionSummary
    // (a <div> content wrapper inside its <h3> and <button>), CardActionArea (<div> in <button>),
    // Badge and ListItemText (<div> in <span>). Browsers build the same tree and axe checks what
    // it exposes; the library's markup is not ours to change, so this content-model rule is off.
    'element-permitted-content': 'off',
  },
};

// /demos/<id>/ pages show one demo alone; the same markup is validated on its component page,
// where the demo sits under the page's own headings.
/**
 * MUI X 7's picker toolbars render their title as a fixed heading (`<h4>` in the date and time
 * toolbars, `<h5>` in the range toolbar) wherever the picker sits, so a static picker in a demo
 * skips heading levels. The markup is the library's; recognised by the toolbar classes around the
 * heading. Any other skipped level still fails.
 */
function isPickerToolbarHeading(
  html: string,
  { ruleId, offset }: { ruleId: string; offset: number },
): boolean {
  if (ruleId !== 'heading-level') return false;
  const start = html.lastIndexOf('<', offset);
  const tag = html.slice(start, html.indexOf('>', offset) + 1);
  if (/class="[^"]*Mui\w*PickerToolbar-title/.test(tag)) return true;
  return /^<h[4-6] /.test(tag) && /Mui\w*Pickers?Toolbar/.test(html.slice(Math.max(0, start - 800), start));
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Two findings that come from Material UI 6.0.1's and Joy UI's Select markup, not ours, recognised
 * precisely: the combobox points `aria-controls` at the listbox it renders only while open, and a
 * TextField with `select` gives the label's `for` to that combobox <div>. Anything else still fails.
 */
function isSelectLibraryMarkup(
  html: string,
  { ruleId, message, selector }: { ruleId: string; message: string; selector: string | null },
): boolean {
  if (ruleId === 'no-missing-references') {
    const missing = /"([^"]+)"/.exec(message)?.[1];
    // One start tag holding both attributes, in either order (Material UI and Joy UI differ).
    const controls = `aria-controls="${escapeRe(missing ?? '')}"`;
    return !!missing && new RegExp(`<[a-z]+ (?=[^>]*role="combobox")(?=[^>]*${controls})[^>]*>`).test(html);
  }
  if (ruleId === 'valid-for' && selector?.startsWith('#')) {
    const labelId = selector.slice(1).replace(/\\/g, '');
    const target = new RegExp(`for="([^"]+)" id="${escapeRe(labelId)}"`).exec(html)?.[1];
    return !!target && new RegExp(`<div [^>]*role="combobox"[^>]*id="${escapeRe(target)}"`).test(html);
  }
  return false;
}

/**
 * Next 14.2 itself links the CSS of a `next/dynamic` chunk as
 * `<link rel="stylesheet" href=… as="style" data-precedence="dynamic">`: `as` belongs to preload
 * links only. Recognised by the exact tag the finding points at; anything else still fails.
 */
function isNextDynamicStylesheet(
  html: string,
  { ruleId, offset }: { ruleId: string; offset: number },
): boolean {
  if (ruleId !== 'attribute-misuse') return false;
  const tag = html.slice(html.lastIndexOf('<', offset), html.indexOf('>', offset) + 1);
  return /^<link rel="stylesheet" href="\/_next\/static\/css\/[0-9a-f]+\.css" as="style" data-precedence="dynamic"\/>$/.test(
    tag,
  );
}

// Every page the build lists, the standalone demos included, in slices the workers share.

const pages = builtPages();
const validator = new HtmlValidate(config);
const slices = process.argv.slice(2).map(Number);
for (const [i, { url, htmlFile }] of pages.entries()) {
  const slice = Math.floor(i / 150);
  if (!slices.includes(slice)) continue;
  const html = readFileSync(htmlFile, 'utf8');
  const report = await validator.validateString(html, htmlFile);
  for (const result of report.results) for (const message of result.messages) {
    if (message.severity !== 2) continue;
    if (isSelectLibraryMarkup(html, message) || isNextDynamicStylesheet(html, message) || isPickerToolbarHeading(html, message)) continue;
    console.log(`${url}:${message.line}:${message.column} ${message.ruleId}: ${message.message} | ${html.slice(Math.max(0, message.offset - 120), message.offset + 80).replace(/\n/g, ' ')}`);
  }
}
