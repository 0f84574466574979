import { describe, expect, it } from 'vitest';
import { stem } from './stem';
import { processTerm, tokenize, tokenizeQuery } from './text';

describe('stem', () => {
  it('joins plural, verb and bare forms', () => {
    expect(stem('sizes')).toBe(stem('size'));
    expect(stem('sized')).toBe(stem('size'));
    expect(stem('customizing')).toBe(stem('customize'));
    expect(stem('customized')).toBe(stem('customize'));
    expect(stem('properties')).toBe(stem('property'));
    expect(stem('classes')).toBe(stem('class'));
    expect(stem('boxes')).toBe(stem('box'));
    expect(stem('buttons')).toBe('button');
  });

  it('leaves short words, -ss/-us/-is endings and numbers alone', () => {
    expect(stem('css')).toBe('css');
    expect(stem('class')).toBe('class');
    expect(stem('status')).toBe('status');
    expect(stem('axis')).toBe('axis');
    expect(stem('h1s')).toBe('h1s');
  });
});

describe('tokenize', () => {
  it('indexes camelCase names whole and by part', () => {
    expect(tokenize('disableRipple on TextField')).toEqual([
      'disableripple',
      'disable',
      'ripple',
      'on',
      'textfield',
      'text',
      'field',
    ]);
  });

  it('keeps query words whole', () => {
    expect(tokenizeQuery('disableRipple, "size"')).toEqual(['disableripple', 'size']);
  });

  it('processes terms the same at build time and query time', () => {
    expect(processTerm('Sizes')).toBe(processTerm('size'));
  });
});
