import { describe, expect, it } from 'vitest';
import {
  canonicalPathname,
  canonicalUrlPath,
  getProductCategoryId,
  getProductId,
  pathnameToLanguage,
} from './index';

describe('pathnameToLanguage', () => {
  it('defaults to en and keeps the path', () => {
    expect(pathnameToLanguage('/material-ui/react-button/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/material-ui/react-button/',
    });
  });
  it('recognises and strips zh', () => {
    expect(pathnameToLanguage('/zh/material-ui/react-button/')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/material-ui/react-button/',
    });
    expect(pathnameToLanguage('/zh')).toEqual({ userLanguage: 'zh', canonicalAs: '/' });
  });
  it('strips an explicit en prefix', () => {
    expect(pathnameToLanguage('/en/system/').canonicalAs).toBe('/system/');
  });
  it('leaves unknown two-letter segments alone', () => {
    expect(pathnameToLanguage('/fr/material-ui/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/fr/material-ui/',
    });
    expect(pathnameToLanguage('/x/react-data-grid/').canonicalAs).toBe('/x/react-data-grid/');
  });
});

describe('canonicalPathname', () => {
  it.each([
    ['/material-ui/react-button/', '/material-ui/react-button'],
    ['/material-ui/react-button/#basic-button', '/material-ui/react-button'],
    ['/zh/material-ui/react-button/', '/material-ui/react-button'],
    ['/material-ui/api/button/', '/material-ui/api/button'],
    ['/api/button/', '/api-docs/button'],
    ['/', '/'],
    ['/zh/', '/'],
    ['/versions/?q=1', '/versions'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPathname(input)).toBe(expected);
  });
  it('only rewrites a leading /api segment', () => {
    expect(canonicalPathname('/apis/foo/')).toBe('/apis/foo');
  });
});

describe('canonicalUrlPath', () => {
  it('keeps the trailing slash and drops the language and hash', () => {
    expect(canonicalUrlPath('/zh/system/getting-started/#install')).toBe('/system/getting-started/');
    expect(canonicalUrlPath('/')).toBe('/');
  });
});

describe('getProductId', () => {
  it.each([
    ['/material-ui/react-button/', 'material-ui'],
    ['/zh/joy-ui/getting-started/', 'joy-ui'],
    ['/base-ui/react-menu/', 'base-ui'],
    ['/system/getting-started/', 'system'],
    ['/core/', 'core'],
    ['/experiments/docs/callouts/', 'docs-infra'],
    ['/experiments/other/', 'docs'],
    ['/x/react-data-grid/filtering/', 'x-data-grid'],
    ['/x/react-date-pickers/', 'x-date-pickers'],
    ['/x/introduction/', 'x'],
    ['/toolpad/core/introduction/', 'toolpad'],
    ['/blog/hello/', 'docs'],
    ['/', 'docs'],
  ])('%s -> %s', (pathname, product) => {
    expect(getProductId(pathname)).toBe(product);
  });
  it('maps products to categories', () => {
    expect(getProductCategoryId('joy-ui')).toBe('core');
    expect(getProductCategoryId('x-data-grid')).toBe('x');
    expect(getProductCategoryId('toolpad')).toBe('toolpad');
    expect(getProductCategoryId('docs-infra')).toBe('docs-infra');
    expect(getProductCategoryId('docs')).toBe('docs');
  });
});
