/** A page chosen to stand for a kind of page in the dark-mode and right-to-left crawls. */
export interface SamplePage {
  kind: string;
  url: string;
  status?: number;
  /** A Pro or Premium demo renders here: MUI X's missing-license notice is expected without a key. */
  commercialX?: boolean;
}

const PRODUCTS = ['material-ui', 'joy-ui', 'base-ui', 'system', 'x', 'toolpad'];

/**
 * One page of every kind, picked from the built pages so the sample follows the site as it grows:
 * per product a component page, an API page and a guide; one standalone demo per product; the
 * docs-infra pages' first; the blog index and a post; every template; the home page and the 404.
 * The first page in URL order wins, so the sample is the same on every run of a build.
 */
export function samplePages(urls: string[], commercialX: ReadonlySet<string> = new Set()): SamplePage[] {
  // Pages with Pro or Premium demos stand for their kind only in the last entry: there a standalone
  // demo shows one such demo, so its license notice is certain; on a long page it may be deferred.
  const sorted = [...urls].filter((url) => !commercialX.has(url)).sort();
  const commercialDemo = [...commercialX].filter((url) => url.startsWith('/demos/')).sort()[0];
  const first = (kind: string, test: (url: string) => boolean): SamplePage[] => {
    const url = sorted.find(test);
    return url ? [{ kind, url }] : [];
  };
  return [
    ...first('home', (url) => url === '/'),
    ...PRODUCTS.flatMap((product) => [
      ...first(`${product} component`, (url) =>
        new RegExp(`^/${product}/([^/]+/)?react-[^/]+/([^/]+/)?$`).test(url),
      ),
      ...first(`${product} API`, (url) => new RegExp(`^/${product}/([^/]+/)?api/.+/$`).test(url)),
      ...first(`${product} guide`, (url) => isGuide(url, product)),
      ...first(`${product} standalone demo`, (url) => url.startsWith(`/demos/${product}__`)),
    ]),
    ...first('docs-infra', (url) => url.startsWith('/experiments/docs/')),
    ...first('blog index', (url) => url === '/blog/'),
    ...first('blog post', (url) => /^\/blog\/(?!tags\/)[^/]+\/$/.test(url)),
    ...sorted
      .filter((url) => /\/templates\/[^/]+\/$/.test(url))
      .map((url) => ({ kind: `template ${url.split('/').at(-2)}`, url })),
    { kind: '404', url: '/material-ui/no-such-page/', status: 404 },
    ...(commercialDemo
      ? [{ kind: 'x commercial standalone demo', url: commercialDemo, commercialX: true }]
      : []),
  ];
}

/** A page two levels below the product that is neither a component, an API page nor a template. */
function isGuide(url: string, product: string): boolean {
  const segments = url.split('/').filter(Boolean);
  return (
    segments[0] === product &&
    segments.length === 3 &&
    !segments.some((segment) => segment === 'api' || segment.startsWith('react-') || segment === 'templates')
  );
}
