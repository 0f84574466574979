import { describe, expect, it } from 'vitest';
import { apiInterfaceGroups } from '@data/api-interfaces';
import { apiPackages } from '@data/api-packages';
import { parseApiInterfaceGroups, parseApiPackages } from './parse-api-lists';

describe('parseApiPackages', () => {
  it('accepts data/api-packages.ts and fills the defaults the API step reads', () => {
    const parsed = parseApiPackages(apiPackages);
    expect(parsed).toHaveLength(apiPackages.length);
    parsed.forEach((entry, index) => {
      expect(entry).toMatchObject(apiPackages[index]);
      expect(entry).toMatchObject({
        hooks: apiPackages[index].hooks ?? false,
        ownFiles: apiPackages[index].ownFiles ?? false,
        folders: apiPackages[index].folders ?? [],
        exclude: apiPackages[index].exclude ?? {},
        classesOf: apiPackages[index].classesOf ?? {},
      });
    });
  });

  it('names data/api-packages.ts and the bad place', () => {
    const [first] = apiPackages;
    expect(() => parseApiPackages([{ ...first, segment: 'Material UI' }])).toThrow(
      /^Invalid data in data\/api-packages\.ts at 0\.segment: /,
    );
    expect(() => parseApiPackages([{ ...first, sourceBase: 'https://github.com/mui/material-ui' }])).toThrow(
      /data\/api-packages\.ts at 0\.sourceBase/,
    );
    expect(() => parseApiPackages([{ ...first, colour: 'red' } as never])).toThrow(/data\/api-packages\.ts/);
  });
});

describe('parseApiInterfaceGroups', () => {
  it('accepts data/api-interfaces.ts and fills alsoFrom', () => {
    const parsed = parseApiInterfaceGroups(apiInterfaceGroups);
    parsed.forEach((group, index) => {
      expect(group).toMatchObject(apiInterfaceGroups[index]);
      expect(group.alsoFrom).toEqual(apiInterfaceGroups[index].alsoFrom ?? []);
    });
    expect(parseApiInterfaceGroups([{ ...apiInterfaceGroups[0], alsoFrom: undefined }])[0].alsoFrom).toEqual(
      [],
    );
  });

  it('names data/api-interfaces.ts and the bad place', () => {
    const [first] = apiInterfaceGroups;
    expect(() => parseApiInterfaceGroups([{ ...first, names: [] }])).toThrow(
      /^Invalid data in data\/api-interfaces\.ts at 0\.names: /,
    );
    expect(() => parseApiInterfaceGroups([{ ...first, names: ['gridApi'] }])).toThrow(/at 0\.names\.0/);
  });
});
