import { Rule, type Plugin, type RuleDocumentation, type TagStartEvent } from 'html-validate';

/**
 * Start tags that close an open <p> in the HTML parser ("in button scope"): the browser ends the
 * paragraph there, so the DOM is not the tree React rendered, and hydrating it fails (React #418).
 * html-validate's content-model rule is off for this site (MUI nests blocks in phrasing elements,
 * which browsers keep as written) and its parser keeps the <p> open, so this case needs its own rule.
 */
const CLOSES_PARAGRAPH = new Set(
  (
    'address article aside blockquote center details dialog dir div dl fieldset figcaption figure ' +
    'footer form h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre search section summary table ul'
  ).split(' '),
);

/** Elements that end the "button scope" the parser looks for an open <p> in. */
const SCOPE_BOUNDARIES = new Set([
  'button',
  'table',
  'td',
  'th',
  'caption',
  'template',
  'object',
  'marquee',
  'svg',
  'math',
]);

class NoBlockInParagraph extends Rule {
  public documentation(): RuleDocumentation {
    return { description: 'A block element inside an open <p> closes the paragraph in the browser.' };
  }

  public setup(): void {
    this.on('tag:start', ({ target }: TagStartEvent) => {
      if (!CLOSES_PARAGRAPH.has(target.tagName)) return;
      for (let parent = target.parent; parent && !parent.isRootElement(); parent = parent.parent) {
        if (SCOPE_BOUNDARIES.has(parent.tagName)) return;
        if (parent.tagName === 'p') {
          this.report(
            target,
            `<${target.tagName}> inside an open <p>: the browser closes the paragraph before it`,
          );
          return;
        }
      }
    });
  }
}

export const paragraphPlugin: Plugin = {
  name: 'site-paragraphs',
  rules: { 'site/no-block-in-paragraph': NoBlockInParagraph },
};
