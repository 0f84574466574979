import { expect, it } from 'vitest';
import { samplePages } from '../e2e/support/page-kinds';

const urls = [
  '/',
  '/blog/',
  '/blog/right-to-left-layouts/',
  '/blog/tags/guides/',
  '/demos/joy-ui__react-button--sizes/',
  '/demos/material-ui__react-button--basic-buttons/',
  '/experiments/docs/callouts/',
  '/joy-ui/api/button/',
  '/joy-ui/react-button/',
  '/material-ui/api/button/',
  '/material-ui/getting-started/installation/',
  '/material-ui/getting-started/templates/',
  '/material-ui/getting-started/templates/blog/',
  '/material-ui/getting-started/templates/dashboard/',
  '/material-ui/react-button/',
  '/toolpad/core/api/app-provider/',
  '/toolpad/core/introduction/',
  '/toolpad/core/react-dashboard-layout/',
  '/x/api/data-grid/data-grid/',
  '/x/introduction/installation/',
  '/x/react-data-grid/',
  '/x/react-data-grid/editing/',
];

it('picks one page of each kind, every template, and the 404', () => {
  expect(samplePages(urls)).toEqual([
    { kind: 'home', url: '/' },
    { kind: 'material-ui component', url: '/material-ui/react-button/' },
    { kind: 'material-ui API', url: '/material-ui/api/button/' },
    { kind: 'material-ui guide', url: '/material-ui/getting-started/installation/' },
    { kind: 'material-ui standalone demo', url: '/demos/material-ui__react-button--basic-buttons/' },
    { kind: 'joy-ui component', url: '/joy-ui/react-button/' },
    { kind: 'joy-ui API', url: '/joy-ui/api/button/' },
    { kind: 'joy-ui standalone demo', url: '/demos/joy-ui__react-button--sizes/' },
    { kind: 'x component', url: '/x/react-data-grid/' },
    { kind: 'x API', url: '/x/api/data-grid/data-grid/' },
    { kind: 'x guide', url: '/x/introduction/installation/' },
    { kind: 'toolpad component', url: '/toolpad/core/react-dashboard-layout/' },
    { kind: 'toolpad API', url: '/toolpad/core/api/app-provider/' },
    { kind: 'toolpad guide', url: '/toolpad/core/introduction/' },
    { kind: 'docs-infra', url: '/experiments/docs/callouts/' },
    { kind: 'blog index', url: '/blog/' },
    { kind: 'blog post', url: '/blog/right-to-left-layouts/' },
    { kind: 'template blog', url: '/material-ui/getting-started/templates/blog/' },
    { kind: 'template dashboard', url: '/material-ui/getting-started/templates/dashboard/' },
    { kind: '404', url: '/material-ui/no-such-page/', status: 404 },
  ]);
});

it('keeps pages with Pro or Premium demos out of the other kinds and adds one such standalone demo', () => {
  const commercial = new Set(['/x/react-data-grid/', '/demos/x__react-data-grid--tree-data/']);
  const sample = samplePages([...urls, '/demos/x__react-data-grid--tree-data/'], commercial);
  expect(sample.find((page) => page.kind === 'x component')).toEqual({
    kind: 'x component',
    url: '/x/react-data-grid/editing/',
  });
  expect(sample.at(-1)).toEqual({
    kind: 'x commercial standalone demo',
    url: '/demos/x__react-data-grid--tree-data/',
    commercialX: true,
  });
});
