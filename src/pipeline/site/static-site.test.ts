import { describe, expect, it } from 'vitest';
import { stagedPage } from './static-site';

describe('stagedPage', () => {
  it('puts each page at <route>/index.html', () => {
    expect(stagedPage('/material-ui/react-button')).toEqual({
      built: 'material-ui/react-button.html',
      staged: 'material-ui/react-button/index.html',
    });
    expect(stagedPage('/')).toEqual({ built: 'index.html', staged: 'index.html' });
  });

  it('leaves out files and routes with their own headers', () => {
    expect(stagedPage('/icon.svg')).toBeUndefined();
    expect(stagedPage('/demo-runner')).toBeUndefined();
    expect(stagedPage('/_not-found')).toBeUndefined();
  });
});
