/**
 * The Toolpad Core tutorial (content/toolpad/core/introduction/tutorial/index.mdx) promises that its
 * final code builds the dashboard it describes. This test takes the code from the page itself (the
 * last ```tsx block titled with each file name), type-checks it against the installed packages and
 * renders the app on the server at two URLs, the way Next.js would compose the layouts and page.
 * It supplies the router and search params itself, so what only `next build` does (prerendering
 * with no search params) is checked by toolpad-tutorial-build.test.ts.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import {
  PathnameContext,
  SearchParamsContext,
} from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import { tutorialFinalFiles } from './toolpad-tutorial-app';

const root = path.resolve(import.meta.dirname, '../../..');
const tutorial = path.join(root, 'content/toolpad/core/introduction/tutorial/index.mdx');
// Inside the repository (so node_modules resolve), in an ignored folder.
const appDir = path.join(root, '.cache/toolpad-tutorial');

const files = tutorialFinalFiles(readFileSync(tutorial, 'utf8'));

beforeAll(() => {
  rmSync(appDir, { recursive: true, force: true });
  for (const [name, code] of files) {
    mkdirSync(path.dirname(path.join(appDir, name)), { recursive: true });
    writeFileSync(path.join(appDir, name), code);
  }
});

afterAll(() => rmSync(appDir, { recursive: true, force: true }));

describe('the Toolpad Core tutorial', () => {
  it('shows the four files of the app', () => {
    expect([...files.keys()].sort()).toEqual([
      'app/(dashboard)/layout.tsx',
      'app/(dashboard)/orders/page.tsx',
      'app/(dashboard)/page.tsx',
      'app/layout.tsx',
    ]);
  });

  it('type-checks with the installed packages', () => {
    const program = ts.createProgram({
      rootNames: [...files.keys()].map((name) => path.join(appDir, name)),
      options: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        jsx: ts.JsxEmit.Preserve,
        lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.es2022.d.ts'],
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        esModuleInterop: true,
        isolatedModules: true,
        types: [],
      },
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 120_000);

  /** What Next renders for `pathname`: root layout > group layout > page, under its router. */
  async function renderAt(pathname: string, page: string): Promise<string> {
    const load = async (name: string) =>
      ((await import(/* @vite-ignore */ path.join(appDir, name))) as { default: React.ComponentType<any> })
        .default;
    const RootLayout = await load('app/layout.tsx');
    const GroupLayout = await load('app/(dashboard)/layout.tsx');
    const Page = await load(page);
    const router = {
      back() {},
      forward() {},
      refresh() {},
      push() {},
      replace() {},
      prefetch() {},
    };
    return renderToString(
      <AppRouterContext.Provider value={router}>
        <PathnameContext.Provider value={pathname}>
          <SearchParamsContext.Provider value={new URLSearchParams()}>
            <RootLayout>
              <GroupLayout>
                <Page />
              </GroupLayout>
            </RootLayout>
          </SearchParamsContext.Provider>
        </PathnameContext.Provider>
      </AppRouterContext.Provider>,
    );
  }

  /** Visible text only: tags dropped, entities of the list left as they are. */
  const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');

  it('renders the home page with the app bar, the drawer and the page title', async () => {
    const html = await renderAt('/', 'app/(dashboard)/page.tsx');
    const visible = text(html);
    expect(visible).toContain('Order Desk');
    expect(visible).toContain('Main items');
    expect(visible).toContain('Orders');
    expect(visible).toContain('Welcome to Order Desk!');
    // PageContainer's title comes from the navigation item of "/".
    expect(html).toMatch(/<h4[^>]*>Dashboard<\/h4>/);
  }, 60_000);

  it('renders the orders page with its breadcrumbs, title and orders', async () => {
    const html = await renderAt('/orders', 'app/(dashboard)/orders/page.tsx');
    expect(html).toMatch(/<h4[^>]*>Orders<\/h4>/);
    expect(html).toMatch(/<nav[^>]*aria-label="breadcrumb"/);
    const visible = text(html);
    expect(visible).toContain('A-1001: Harbor Cafe');
    expect(visible).toContain('A-1003: Greenway Market');
    // The Orders entry of the drawer is the selected one.
    expect(html).toMatch(/Mui-selected[^>]*href="\/orders"|href="\/orders"[^>]*Mui-selected/);
  }, 60_000);
});
