import { describe, expect, it } from 'vitest';
import { bucketOf, exportName, importLine, type IconEntry } from './icon-data';
import { filterIcons, queryWords } from './filter-icons';

const icon = (name: string, words: string, themes = [0, 1, 2, 3, 4]): IconEntry => ({ name, words, themes });
const icons = [
  icon('AccessAlarm', 'access alarm clock time'),
  icon('Delete', 'delete trash bin remove garbage'),
  icon('DeleteForever', 'delete forever trash bin remove garbage'),
  icon('GitHub', 'git hub', [0]),
  icon('RestoreFromTrash', 'restore from trash'),
];
const names = (list: IconEntry[]) => list.map((i) => i.name);

describe('filterIcons', () => {
  it('returns every icon of the theme for an empty query', () => {
    expect(names(filterIcons(icons, '  ', 0))).toHaveLength(5);
    expect(names(filterIcons(icons, '', 3))).not.toContain('GitHub');
  });

  it('matches word prefixes and synonyms, name matches first', () => {
    expect(names(filterIcons(icons, 'trash', 0))).toEqual(['Delete', 'DeleteForever', 'RestoreFromTrash']);
    expect(names(filterIcons(icons, 'del', 0))).toEqual(['Delete', 'DeleteForever']);
    expect(names(filterIcons(icons, 'delete forever', 0))).toEqual(['DeleteForever']);
    expect(names(filterIcons(icons, 'clock', 0))).toEqual(['AccessAlarm']);
  });

  it('reads camelCase and pasted names', () => {
    expect(names(filterIcons(icons, 'DeleteForeverIcon', 0))).toEqual(['DeleteForever']);
    expect(names(filterIcons(icons, 'github', 0))).toEqual(['GitHub']);
    expect(names(filterIcons(icons, 'github', 1))).toEqual([]);
    expect(queryWords('import DeleteIcon')).toEqual(['delete']);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterIcons(icons, 'zzzz', 0)).toEqual([]);
  });
});

describe('import line', () => {
  it('uses the theme suffix except for Filled', () => {
    expect(exportName('Delete', 'Filled')).toBe('Delete');
    expect(importLine('Delete', 'Filled')).toBe("import DeleteIcon from '@mui/icons-material/Delete';");
    expect(importLine('Delete', 'TwoTone')).toBe(
      "import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';",
    );
  });
});

describe('bucketOf', () => {
  const starts = ['Abc', 'Delete', 'Mail', 'Wifi'];
  it.each([
    ['Abc', 0],
    ['Add', 0],
    ['Delete', 1],
    ['DeleteForever', 1],
    ['Lock', 1],
    ['Mail', 2],
    ['Zoom', 3],
  ])('%s is in bucket %i', (name, bucket) => expect(bucketOf(name, starts)).toBe(bucket));
});
