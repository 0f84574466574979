import generated from '@generated/material-theme-tokens.json';
import type { ThemeTokens } from '@/modules/theme-tokens';
import { TokenTable } from './token-table';
import styles from './material-guides.module.css';

// Read from the installed @mui/material's createTheme() by the prebuild (src/pipeline/steps/theme-tokens.ts):
// nothing here is typed by hand.
const tokens = generated as ThemeTokens;

function Color({ value }: { value: string }) {
  return (
    <span className={styles.color}>
      <span aria-hidden className={styles.swatch} style={{ background: value }} />
      <code>{value}</code>
    </span>
  );
}

export type TokenPart = 'palette' | 'typography' | 'shape' | 'spacing' | 'breakpoints' | 'z-index';

/** One group of the default theme's tokens, server-rendered (the page ships no JavaScript for it). */
export function DefaultThemeTokens({ part }: { part: TokenPart }) {
  switch (part) {
    case 'palette':
      return (
        <TokenTable
          label="Default palette, light and dark"
          columns={['Token', 'Light', 'Dark']}
          rows={tokens.colors.map((row) => ({
            key: row.path,
            cells: [
              <code key="p">{row.path}</code>,
              <Color key="l" value={row.light} />,
              <Color key="d" value={row.dark} />,
            ],
          }))}
        />
      );
    case 'typography':
      return (
        <>
          <p>
            Font family: <code data-testid="font-family">{tokens.fontFamily}</code>
          </p>
          <TokenTable
            label="Default typography variants"
            columns={['Variant', 'Font size', 'Weight', 'Line height', 'Letter spacing']}
            rows={tokens.typography.map((row) => ({
              key: row.variant,
              cells: [
                <code key="v">{row.variant}</code>,
                row.fontSize,
                row.fontWeight,
                row.lineHeight,
                row.letterSpacing,
              ],
            }))}
          />
        </>
      );
    case 'shape':
      return (
        <p>
          <code>theme.shape.borderRadius</code> is{' '}
          <strong data-testid="border-radius">{tokens.borderRadius}</strong> (pixels;{' '}
          <code>borderRadius: 2</code> in <code>sx</code> multiplies it).
        </p>
      );
    case 'spacing':
      return (
        <TokenTable
          label="Default spacing scale"
          columns={['Call', 'Result']}
          rows={tokens.spacing.map((row) => ({
            key: String(row.factor),
            cells: [<code key="c">theme.spacing({row.factor})</code>, <code key="r">{row.value}</code>],
          }))}
        />
      );
    case 'breakpoints':
      return (
        <TokenTable
          label="Default breakpoints"
          columns={['Key', 'Min width (px)']}
          rows={tokens.breakpoints.map((row) => ({
            key: row.key,
            cells: [<code key="k">{row.key}</code>, row.value],
          }))}
        />
      );
    case 'z-index':
      return (
        <TokenTable
          label="Default z-index layers"
          columns={['Key', 'z-index']}
          rows={tokens.zIndex.map((row) => ({
            key: row.key,
            cells: [<code key="k">{row.key}</code>, row.value],
          }))}
        />
      );
  }
}
