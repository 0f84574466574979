import { expect, it } from 'vitest';
import { unexplainedErrors } from '../e2e/support/unexplained-errors';

const notice = 'MUI X: Missing license key.';
const crash = 'TypeError: x is undefined';

it('fails on an error nobody announced or allowed', () => {
  expect(unexplainedErrors({ errors: [crash], expected: [], allowed: [] })).toEqual({
    unexpected: [crash],
    missing: [],
  });
});

it('requires an announced error to come, and lets it pass when it does', () => {
  expect(unexplainedErrors({ errors: [], expected: [/Missing license/], allowed: [] }).missing).toEqual([
    '/Missing license/',
  ]);
  expect(unexplainedErrors({ errors: [notice], expected: [/Missing license/], allowed: [] })).toEqual({
    unexpected: [],
    missing: [],
  });
});

it('lets an allowed error pass without requiring it, and explains nothing else', () => {
  expect(unexplainedErrors({ errors: [], expected: [], allowed: [/Missing license/] })).toEqual({
    unexpected: [],
    missing: [],
  });
  expect(unexplainedErrors({ errors: [notice, crash], expected: [], allowed: [/Missing license/] })).toEqual({
    unexpected: [crash],
    missing: [],
  });
});
