'use client';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { DEFAULT_PALETTE_COLORS, type PaletteColors } from '@/modules/theme-settings';
import { useThemeSettings } from '@/components/settings/theme-settings-context';
import { ColorPicker } from './color-playground.client';
import styles from './tools.module.css';

const same = (a: PaletteColors, b: PaletteColors) => a.primary === b.primary && a.secondary === b.secondary;

/**
 * The color page's playground: the reader tries a primary and a secondary here, then applies them
 * to the whole site with "Set Docs Colors". It goes through the settings drawer's reducer, so the
 * choice is stored and reset the same way.
 */
export function DocsColorsPlayground() {
  const { settings, dispatch } = useThemeSettings();
  const applied = settings.paletteColors;
  const [draft, setDraft] = useState<PaletteColors>(applied);
  // A change made elsewhere (the drawer, a reset, another tab) becomes the new starting point.
  useEffect(() => setDraft(applied), [applied]);

  return (
    <div className={styles.panel} data-testid="docs-colors-playground">
      {(['primary', 'secondary'] as const).map((role) => (
        <ColorPicker
          key={role}
          role={role}
          value={draft[role]}
          onChange={(name) => setDraft((current) => ({ ...current, [role]: name }))}
        />
      ))}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={same(draft, applied)}
          onClick={() => dispatch({ type: 'CHANGE', payload: { paletteColors: draft } })}
        >
          Set Docs Colors
        </Button>
        <Button
          variant="outlined"
          disabled={same(applied, DEFAULT_PALETTE_COLORS)}
          onClick={() => dispatch({ type: 'RESET_COLORS' })}
        >
          Reset Docs Colors
        </Button>
      </Stack>
    </div>
  );
}
