import { expect, it } from 'vitest';
import { prebuildSteps } from '.';
import { planSteps } from './runner';

it('the prebuild list is already in run order: every step comes after what it needs', () => {
  const names = prebuildSteps.map((step) => step.name);
  expect(planSteps(prebuildSteps).map((step) => step.name)).toEqual(names);
});

it('running search alone takes only what search needs', () => {
  expect(planSteps(prebuildSteps, ['search']).map((step) => step.name)).toEqual([
    'data',
    'api',
    'versions',
    'content',
    'blog',
    'search',
  ]);
});
