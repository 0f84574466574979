import * as React from 'react';
import { ThemeProvider, styled, useThemeProps } from '@mui/system';

// `name` and `slot` make these parts read theme.components.AcmeStatTile (styleOverrides, variants).
const TileRoot = styled('div', { name: 'AcmeStatTile', slot: 'Root' })(
  ({ ownerState }) => ({
    display: 'grid',
    gap: 4,
    padding: ownerState.size === 'sm' ? 8 : 16,
    border: '1px solid #cbd5e1',
    borderRadius: 8,
    backgroundColor: '#fff',
    color: '#0f172a',
  }),
);
const TileValue = styled('span', { name: 'AcmeStatTile', slot: 'Value' })({
  fontSize: 24,
  fontWeight: 700,
});

function StatTile(inProps) {
  // Defaults from theme.components.AcmeStatTile.defaultProps fill in what the caller left out.
  const props = useThemeProps({ props: inProps, name: 'AcmeStatTile' });
  const ownerState = { size: 'md', tone: 'neutral', ...props };
  return (
    <TileRoot ownerState={ownerState}>
      <span>{props.label}</span>
      <TileValue>{props.value}</TileValue>
    </TileRoot>
  );
}

const acmeComponents = {
  AcmeStatTile: {
    defaultProps: { size: 'sm' },
    styleOverrides: {
      root: { borderRadius: 16 },
      value: { fontVariantNumeric: 'tabular-nums' },
    },
    variants: [
      { props: { tone: 'negative' }, style: { borderLeft: '6px solid #b91c1c' } },
    ],
  },
};

export default function ThemedStatTiles() {
  const [themed, setThemed] = React.useState(true);
  // Memoised: a new theme function on every render would make every styled part recompute.
  const theme = React.useCallback(
    (outer) => ({
      ...outer,
      components: { ...outer.components, ...(themed ? acmeComponents : {}) },
    }),
    [themed],
  );
  return (
    <ThemeProvider theme={theme}>
      <div style={{ display: 'grid', gap: 12 }}>
        <label>
          <input
            type="checkbox"
            checked={themed}
            onChange={(e) => setThemed(e.target.checked)}
          />{' '}
          Apply the theme&apos;s AcmeStatTile entry
        </label>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
            gap: 12,
          }}
        >
          <StatTile label="Active users" value="1,284" />
          <StatTile label="Churned" value="37" tone="negative" />
          <StatTile label="Revenue" value="$48.2k" size="md" />
        </div>
      </div>
    </ThemeProvider>
  );
}
