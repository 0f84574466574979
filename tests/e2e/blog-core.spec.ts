import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect, test } from './fixtures';

const posts = JSON.parse(readFileSync('generated/blog-posts.json', 'utf8')) as Array<{
  title: string;
  route: string;
  tags: string[];
}>;

test('the blog lists every post, newest first, and filters by tag', async ({ page, consoleErrors }) => {
  expect(posts.length).toBeGreaterThanOrEqual(5);
  await page.goto('/blog/');
  const titles = page.getByTestId('post-list').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(posts.map((p) => p.title));
  const nav = page.getByRole('navigation', { name: 'Filter posts by tag' });
  await nav.getByRole('link', { name: 'Theming' }).click();
  await expect(page).toHaveURL(/\/blog\/tags\/theming\/$/);
  await expect(titles).toHaveText(posts.filter((p) => p.tags.includes('theming')).map((p) => p.title));
  await expect(nav.getByRole('link', { name: 'Theming' })).toHaveAttribute('aria-current', 'page');
  expect(consoleErrors).toEqual([]);
});

test('a post shows its date, authors and tags', async ({ page }) => {
  await page.goto('/blog/css-variables-theme/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A guide to the CSS-variables theme');
  await expect(page.locator('time[datetime="2026-11-09"]')).toHaveText('November 9, 2026');
  await expect(page.getByText('Design team, Docs team')).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/blog\/feed\.xml$/,
  );
});

test('the RSS feed is valid XML and lists every post', async ({ request }) => {
  const response = await request.get('/blog/feed.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const { rss } = new XMLParser({ ignoreAttributes: false, isArray: (n) => n === 'item' }).parse(xml);
  expect(rss.channel.title).toBeTruthy();
  expect(rss.channel.item.map((i: { link: string }) => new URL(i.link).pathname)).toEqual(
    posts.map((p) => p.route),
  );
});

test('/core/ shows the four core libraries at their installed versions', async ({ page, consoleErrors }) => {
  await page.goto('/core/');
  for (const name of ['@mui/material', '@mui/joy', '@mui/base', '@mui/system']) {
    const version = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
    await expect(page.getByTestId(`core-version-${name}`)).toHaveText(`${name}@${version}`);
  }
  await expect(
    page.getByRole('list', { name: 'Core libraries' }).getByRole('heading', { level: 2 }),
  ).toHaveText(['Material UI', 'Joy UI', 'Base UI', 'MUI System']);
  expect(consoleErrors).toEqual([]);
});
