import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './support/axe-violations';
import { seriousViolations } from './support/serious-violations';

/**
 * The crawl's axe runner must still see what axe sees: a page broken on purpose (an image without
 * text, a paragraph too faint to read) is reported by rule and element, in the page itself and,
 * through the per-frame path, inside a frame.
 */
test.describe('the crawl reports axe violations', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/material-ui/getting-started/installation/');
    await waitForHydration(page);
  });

  test('in the page', async ({ page }) => {
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'afterbegin',
        '<img id="no-alt" src="/icon.svg" width="20" height="20">' +
          '<p id="faint" style="color:#f4f4f4;background:#fff">Hard to read</p>',
      );
    });
    expect(page.frames()).toHaveLength(1);
    const violations = await axeViolations(page);
    const found = (rule: string) =>
      violations.find((v) => v.id === rule)?.nodes.map((n) => n.target.join(' '));
    expect(found('image-alt')).toEqual(['#no-alt']);
    expect(found('color-contrast')).toEqual(['#faint']);
    expect(await seriousViolations(page, violations)).toEqual([
      expect.stringMatching(/^color-contrast: #faint$/),
      expect.stringMatching(/^image-alt: #no-alt$/),
    ]);
  });

  test('inside a frame', async ({ page }) => {
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.title = 'Broken on purpose';
      frame.srcdoc = '<!doctype html><html lang="en"><title>t</title><img id="framed" src="/icon.svg">';
      document.querySelector('main')!.append(frame);
    });
    await expect.poll(() => page.frames().length).toBe(2);
    await expect(page.frameLocator('iframe[title="Broken on purpose"]').locator('#framed')).toBeAttached();
    const violations = await axeViolations(page);
    const imageAlt = violations.find((v) => v.id === 'image-alt');
    expect(imageAlt?.nodes.map((n) => n.target)).toEqual([['iframe', '#framed']]);
  });
});
