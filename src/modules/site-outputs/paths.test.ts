import { describe, expect, it } from 'vitest';
import { llmsPath, markdownPath, ogImagePath } from './paths';

describe('twin paths', () => {
  it('drop the trailing slash and add the extension', () => {
    expect(markdownPath('/material-ui/react-button/')).toBe('/material-ui/react-button.md');
    expect(ogImagePath('/material-ui/api/button/')).toBe('/og/material-ui/api/button.png');
    expect(markdownPath('/')).toBe('/index.md');
    expect(ogImagePath('/')).toBe('/og/index.png');
  });

  it('refuse anything but a page route', () => {
    expect(() => markdownPath('/material-ui')).toThrow('trailing slashes');
    expect(() => ogImagePath('material-ui/')).toThrow('leading and trailing');
  });

  it('name the llms indexes', () => {
    expect(llmsPath()).toBe('/llms.txt');
    expect(llmsPath('joy-ui')).toBe('/joy-ui/llms.txt');
  });
});
