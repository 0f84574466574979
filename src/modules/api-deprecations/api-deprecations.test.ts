import { describe, expect, it } from 'vitest';
import { cleanAdvice, collectDeprecations } from './api-deprecations';

describe('cleanAdvice', () => {
  it('drops the pointer to the migration page and records the v7 removal', () => {
    expect(
      cleanAdvice(
        'Use `slotProps.input` instead. This prop will be removed in v7. See [Migrating from deprecated APIs](https://mui.com/material-ui/migration/migrating-from-deprecated-apis/) for more details.',
      ),
    ).toEqual({ advice: 'Use `slotProps.input` instead.', removedInV7: true });
  });

  it('handles the "How to migrate" form and capitalizes the advice', () => {
    expect(
      cleanAdvice(
        'use the `slots` prop instead. This prop will be removed in v7. [How to migrate](/material-ui/migration/migrating-from-deprecated-apis/).',
      ),
    ).toEqual({ advice: 'Use the `slots` prop instead.', removedInV7: true });
  });

  it('keeps advice with no removal notice as it is', () => {
    expect(cleanAdvice('Use `slotProps.paper` instead.')).toEqual({
      advice: 'Use `slotProps.paper` instead.',
      removedInV7: false,
    });
    expect(cleanAdvice('')).toEqual({ advice: '', removedInV7: false });
  });
});

describe('collectDeprecations', () => {
  it('lists only deprecated props, sorted by component then prop', () => {
    const rows = collectDeprecations([
      {
        name: 'TextField',
        slug: 'text-field',
        props: [
          { name: 'label' },
          { name: 'InputProps', deprecated: 'Use `slotProps.input` instead.' },
          { name: 'FormHelperTextProps', deprecated: 'Use `slotProps.formHelperText` instead.' },
        ],
      },
      { name: 'Divider', slug: 'divider', props: [{ name: 'light', deprecated: '' }] },
    ]);
    expect(rows.map((row) => `${row.component}.${row.prop}`)).toEqual([
      'Divider.light',
      'TextField.FormHelperTextProps',
      'TextField.InputProps',
    ]);
    expect(rows[0]).toEqual({
      component: 'Divider',
      slug: 'divider',
      prop: 'light',
      advice: '',
      removedInV7: false,
    });
  });
});
