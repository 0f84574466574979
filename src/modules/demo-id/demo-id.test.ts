import { describe, expect, it } from 'vitest';
import { demoIdFor, demoPageOf } from './demo-id';

describe('demo ids', () => {
  it('joins page and name, and gets the page back', () => {
    const id = demoIdFor('material-ui__react-button', 'basic-buttons');
    expect(id).toBe('material-ui__react-button--basic-buttons');
    expect(demoPageOf(id, 'basic-buttons')).toBe('material-ui__react-button');
  });

  it('keeps double hyphens that belong to the page or the name', () => {
    expect(demoPageOf(demoIdFor('a--b', 'c--d'), 'c--d')).toBe('a--b');
  });

  it('gives no page when the id does not end with the name', () => {
    expect(demoPageOf('material-ui__react-button--basic-buttons', 'color-buttons')).toBeUndefined();
    expect(demoPageOf('basic-buttons', 'basic-buttons')).toBeUndefined();
    expect(demoPageOf('--basic-buttons', 'basic-buttons')).toBeUndefined();
    expect(demoPageOf('page--', '')).toBeUndefined();
  });
});
