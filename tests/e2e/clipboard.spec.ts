import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const PAGE = '/material-ui/getting-started/installation/';

/** The browser refuses the async clipboard API, as it does without permission or focus. */
function refuseClipboardApi(page: Page) {
  return page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
}

async function copyFirstBlock(page: Page) {
  await page.goto(PAGE);
  await waitForHydration(page);
  const block = page.locator('.markdown-body pre.shiki').first().locator('..');
  await block.hover();
  const button = block.getByTestId('copy-button');
  await button.click();
  return { button, code: (await block.locator('pre').innerText()).trim() };
}

test('when the clipboard API is refused, the copy falls back to a selection copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await refuseClipboardApi(page);
  await page.addInitScript(() => {
    const execCommand = document.execCommand.bind(document);
    (window as unknown as { __copyCommands: string[] }).__copyCommands = [];
    document.execCommand = (command: string, ...rest) => {
      (window as unknown as { __copyCommands: string[] }).__copyCommands.push(command);
      return execCommand(command, ...rest);
    };
  });
  const { button, code } = await copyFirstBlock(page);
  await expect(button).toHaveText('Copied');
  // The browser's own copy command ran, and what it copied is the block's code.
  expect(
    await page.evaluate(() => (window as unknown as { __copyCommands: string[] }).__copyCommands),
  ).toEqual(['copy']);
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code);
});

test('when both ways fail, the copy says "The request is not allowed" and the button stays', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(/The request is not allowed/);
  await refuseClipboardApi(page);
  await page.addInitScript(() => {
    document.execCommand = () => false;
  });
  const { button } = await copyFirstBlock(page);
  await page.waitForTimeout(300);
  await expect(button).toHaveText('Copy');
});
