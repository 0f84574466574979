import { describe, expect, it } from 'vitest';
import { iconWords, splitName } from './icon-words';

describe('icon words', () => {
  it.each([
    ['AccessAlarm', ['access', 'alarm']],
    ['Battery20', ['battery', '20']],
    ['GitHub', ['git', 'hub']],
    ['ThreeDRotation', ['three', 'd', 'rotation']],
    ['PhotoSizeSelectLarge', ['photo', 'size', 'select', 'large']],
    ['ABC', ['abc']],
  ])('splits %s', (name, words) => expect(splitName(name)).toEqual(words));

  it('adds synonyms without repeating words', () => {
    expect(iconWords('DeleteForever').split(' ')).toEqual(
      expect.arrayContaining(['delete', 'forever', 'trash', 'bin']),
    );
    const words = iconWords('CheckCircle').split(' ');
    expect(new Set(words).size).toBe(words.length);
  });
});
