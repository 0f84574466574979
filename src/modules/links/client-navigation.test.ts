import { describe, expect, it } from 'vitest';
import {
  clientNavigationPath,
  prefetchablePath,
  type AnchorFacts,
  type ClickFacts,
} from './client-navigation';

const plainClick: ClickFacts = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const siteLink: AnchorFacts = { href: '/material-ui/react-button/', target: '', hasDownload: false };

describe('clientNavigationPath', () => {
  it('pushes a plain left click on a site path', () => {
    expect(clientNavigationPath(plainClick, siteLink)).toBe('/material-ui/react-button/');
    expect(clientNavigationPath(plainClick, { ...siteLink, target: '_self' })).toBe(
      '/material-ui/react-button/',
    );
    expect(clientNavigationPath(plainClick, { ...siteLink, href: '/x/react-data-grid/#api' })).toBe(
      '/x/react-data-grid/#api',
    );
  });

  it.each([
    ['middle button', { button: 1 }],
    ['meta (new tab on macOS)', { metaKey: true }],
    ['ctrl (new tab)', { ctrlKey: true }],
    ['shift (new window)', { shiftKey: true }],
    ['alt (download)', { altKey: true }],
    ['already handled', { defaultPrevented: true }],
  ])('leaves a click with %s to the browser', (_label, change) => {
    expect(clientNavigationPath({ ...plainClick, ...change }, siteLink)).toBeNull();
  });

  it.each([
    ['another target', { target: '_blank' }],
    ['a download', { hasDownload: true }],
    ['an external URL', { href: 'https://github.com/mui/material-ui' }],
    ['a protocol-relative URL', { href: '//example.com/a/' }],
    ['a hash on this page', { href: '#props' }],
    ['no href', { href: null }],
    ['a mailto link', { href: 'mailto:docs@example.com' }],
  ])('leaves %s to the browser', (_label, change) => {
    expect(clientNavigationPath(plainClick, { ...siteLink, ...change })).toBeNull();
  });
});

describe('prefetchablePath', () => {
  it('prefetches site paths without their hash', () => {
    expect(prefetchablePath('/material-ui/react-button/')).toBe('/material-ui/react-button/');
    expect(prefetchablePath('/material-ui/react-button/#sizes')).toBe('/material-ui/react-button/');
  });

  it('does not prefetch other URLs', () => {
    expect(prefetchablePath('https://mui.com/')).toBeNull();
    expect(prefetchablePath('//mui.com/')).toBeNull();
    expect(prefetchablePath('#sizes')).toBeNull();
    expect(prefetchablePath(null)).toBeNull();
  });
});
