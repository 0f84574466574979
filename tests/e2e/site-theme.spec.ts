import { expect, test, waitForHydration } from './fixtures';

// The spec's branding theme: border radius 12 and spacing 8, as the page renders them.
test('the site theme renders with a border radius of 12 px and a spacing of 8 px', async ({ page }) => {
  await page.goto('/material-ui/react-button/');
  await waitForHydration(page);
  const rendered = await page.evaluate(() => {
    const radius = (selector: string) =>
      getComputedStyle(document.querySelector(selector)!).borderTopLeftRadius;
    const root = getComputedStyle(document.documentElement);
    return {
      radius: root.getPropertyValue('--mui-shape-borderRadius').trim(),
      spacing: root.getPropertyValue('--mui-spacing').trim(),
      // A Material UI button takes its corners from the theme's shape; the demo frame is chrome.
      themedButton: radius('figure#basic-buttons .MuiButton-root'),
      demoFrame: radius('figure#basic-buttons'),
    };
  });
  expect(rendered).toEqual({ radius: '12px', spacing: '8px', themedButton: '12px', demoFrame: '12px' });
});
