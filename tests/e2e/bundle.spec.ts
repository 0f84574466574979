import { expect, test } from '@playwright/test';

// zod costs about 26 KB (brotli) in a page's first load; it may load later (feedback submit, an
// ad provider), never up front. This guards the README's "Keeping zod out of the browser" rule.
for (const url of ['/', '/material-ui/getting-started/installation/', '/material-ui/react-button/']) {
  test(`no schema library in the first-load JS of ${url}`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(3);
    const withZod: string[] = [];
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      if (body.includes('$ZodType') || body.includes('ZodError')) withZod.push(src);
    }
    expect(withZod).toEqual([]);
  });
}

// The postbuild marks every script a page names for eager compilation (compile-hints.ts): the
// hint must be the served file's first line, or V8 ignores it.
for (const url of ['/', '/material-ui/react-button/', '/joy-ui/api/button/', '/blog/']) {
  test(`every start-up script of ${url} is served with the compile hint first`, async ({ request }) => {
    const html = await (await request.get(url)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1])
      .filter((attributes) => !/nomodule/i.test(attributes))
      .map((attributes) => /\ssrc="(\/_next\/static\/[^"]+\.js)"/.exec(attributes)?.[1])
      .filter((src): src is string => src !== undefined);
    expect(scripts.length).toBeGreaterThan(3);
    const unmarked: string[] = [];
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      if (!body.startsWith('//# allFunctionsCalledOnLoad\n')) unmarked.push(src);
    }
    expect(unmarked).toEqual([]);
  });
}
