import { SUPPRESS_TRANSITIONS_ATTRIBUTE } from '../../src/components/theme/suppress-transitions';
import { expect, openSettings, test, waitForHydration } from './fixtures';

const PAGE = '/material-ui/getting-started/';

const bodyBackground = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('color mode', () => {
  test('the page baseline (box sizing, body margin, font and colours) holds in both schemes', async ({
    page,
  }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(PAGE);
      await expect(page.locator('html')).toHaveClass(new RegExp(scheme));
      const styles = await page.evaluate(() => {
        // The theme's variables resolved by the browser, to compare the body against.
        const probe = document.createElement('div');
        probe.style.color = 'var(--mui-palette-text-primary)';
        probe.style.backgroundColor = 'var(--mui-palette-background-default)';
        document.body.append(probe);
        const expected = getComputedStyle(probe);
        const html = getComputedStyle(document.documentElement);
        const body = getComputedStyle(document.body);
        const strong = document.body.appendChild(document.createElement('strong'));
        const result = {
          htmlBoxSizing: html.boxSizing,
          inheritedBoxSizing: getComputedStyle(probe).boxSizing,
          colorScheme: html.colorScheme,
          bodyMargin: body.margin,
          bodyFont: [body.fontWeight, body.fontSize, body.lineHeight, body.fontFamily.split(',')[0]],
          bodyColorMatchesTheme: body.color === expected.color,
          bodyBackgroundMatchesTheme: body.backgroundColor === expected.backgroundColor,
          strongWeight: getComputedStyle(strong).fontWeight,
        };
        probe.remove();
        strong.remove();
        return result;
      });
      expect(styles).toEqual({
        htmlBoxSizing: 'border-box',
        inheritedBoxSizing: 'border-box',
        colorScheme: scheme,
        bodyMargin: '0px',
        bodyFont: ['400', '16px', '24px', '"IBM Plex Sans Variable"'],
        bodyColorMatchesTheme: true,
        bodyBackgroundMatchesTheme: true,
        strongWeight: '700',
      });
    }
  });

  test('the baseline is static CSS: no Emotion sheet styles html, body or every element', async ({
    page,
  }) => {
    // Emotion moves its server-rendered sheets while the page hydrates; a moved sheet with a rule
    // for html, body or `*` restyles the whole page each time (docs/decisions/0002-first-paint-css.md).
    await page.goto('/material-ui/react-button/');
    await waitForHydration(page);
    const pageWideRules = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((style) =>
        [...(style.sheet?.cssRules ?? [])]
          .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
          .map((rule) => rule.selectorText)
          .filter((selector) => /(^|,)\s*(\*|html\b|body\b)/.test(selector)),
      ),
    );
    expect(pageWideRules).toEqual([]);
  });

  test('defaults to system and follows the OS preference live', async ({ page, consoleErrors }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveClass(/light/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('system');
    expect(consoleErrors).toEqual([]);
  });

  test('a chosen mode persists across reload and syncs to a second tab', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PAGE);
    const second = await context.newPage();
    await second.emulateMedia({ colorScheme: 'light' });
    await second.goto('/joy-ui/getting-started/');
    await expect(second.locator('html')).toHaveClass(/light/);

    await openSettings(page);
    await page.getByTestId('mode-dark').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-color-scheme-dark'))).toBe('dark');

    // The other tab follows through the storage event, without a reload.
    await expect(second.locator('html')).toHaveClass(/dark/);
    expect(await bodyBackground(second)).toBe('rgb(12, 16, 21)');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await bodyBackground(page)).toBe('rgb(12, 16, 21)');
    expect(consoleErrors).toEqual([]);
  });

  test('dark mode is painted before any JavaScript runs (no flash)', async ({ page, expectConsoleError }) => {
    // The aborted scripts are the test's doing; the browser reports each one.
    expectConsoleError(
      /^Failed to load resource: net::ERR_FAILED \[http:\/\/[^/]+\/_next\/static\/chunks\/.*\.js\]$/,
    );
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    // Without the app's scripts only the inline pre-paint script can set the mode.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await bodyBackground(page)).toBe('rgb(12, 16, 21)');
  });

  test('hydrating a dark page logs no hydration warning', async ({ page, consoleErrors }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
    await page.goto(PAGE);
    await openSettings(page);
    await expect(page.getByTestId('mode-dark')).toHaveAttribute('aria-pressed', 'true');
    expect(warnings.filter((w) => /hydrat/i.test(w))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a switch starts no CSS transition, and loading a page adds no sheet to stop them', async ({
    page,
  }) => {
    // Every transition-disabling sheet added to the document: ours (marked) or one like MUI's.
    await page.addInitScript((attribute) => {
      const w = window as unknown as { __sheets: number };
      w.__sheets = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (
              node instanceof HTMLStyleElement &&
              (node.hasAttribute(attribute) ||
                /^\*\{[^}]*transition:none!important/.test(node.textContent ?? ''))
            ) {
              w.__sheets++;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    }, SUPPRESS_TRANSITIONS_ATTRIBUTE);
    // A page whose demos have buttons and switches with color transitions.
    await page.goto('/material-ui/react-button/');
    await openSettings(page);
    const sheets = () => page.evaluate(() => (window as unknown as { __sheets: number }).__sheets);
    expect(await sheets()).toBe(0);

    const started = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener(
        'transitionrun',
        (event) => seen.push(`${(event.target as Element).className} ${event.propertyName}`),
        true,
      );
      (document.querySelector('[data-testid="mode-dark"]') as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return seen;
    });
    await expect(page.locator('html')).toHaveClass(/dark/);
    // Without the sheet, about 50 transitions start here (demo buttons, toolbar choices, switches).
    expect(started).toEqual([]);
    expect(await sheets()).toBe(1);
    await expect(page.locator(`style[${SUPPRESS_TRANSITIONS_ATTRIBUTE}]`)).toHaveCount(0);
    // Hover and focus transitions work again after the switch.
    const transition = await page.evaluate(
      () => getComputedStyle(document.querySelector('.MuiButton-root')!).transitionProperty,
    );
    expect(transition).toContain('background-color');
  });

  test('the theme the page is styled with is replaced when the scheme changes, not on mount', async ({
    page,
    consoleErrors,
  }) => {
    // React reports each commit to a devtools hook; this one notes which theme object the <main>
    // element sees (the nearest context provider above it whose value is MUI's theme).
    // A new object means every styled element below re-renders, and every demo still waiting for
    // its code is thrown away and rebuilt.
    await page.addInitScript(() => {
      const w = window as unknown as { __themes: object[] };
      w.__themes = [];
      type Fiber = { tag: number; return: Fiber | null; memoizedProps?: { value?: unknown } };
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onScheduleFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot() {
          const main = document.querySelector('main');
          const key = main && Object.keys(main).find((name) => name.startsWith('__reactFiber'));
          let fiber = key ? ((main as unknown as Record<string, Fiber>)[key] as Fiber | null) : null;
          while (fiber) {
            const value = fiber.memoizedProps?.value;
            // tag 10: a context provider; MUI's theme has a palette and its CSS variables.
            if (
              fiber.tag === 10 &&
              value &&
              typeof value === 'object' &&
              'palette' in value &&
              'vars' in value
            ) {
              if (!w.__themes.includes(value)) w.__themes.push(value);
              return;
            }
            fiber = fiber.return;
          }
        },
      };
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const themes = () => page.evaluate(() => (window as unknown as { __themes: object[] }).__themes.length);
    // Hydrated with one theme object and still on it after MUI's mount render and the settings load.
    expect(await themes()).toBe(1);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect.poll(themes).toBe(2);
    expect(consoleErrors).toEqual([]);
  });
});
