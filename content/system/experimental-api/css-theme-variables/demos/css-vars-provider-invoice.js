import * as React from 'react';
import {
  unstable_createCssVarsTheme as createCssVarsTheme,
  unstable_createCssVarsProvider as createCssVarsProvider,
  styled,
} from '@mui/system';

const theme = createCssVarsTheme({
  cssVarPrefix: 'invoice',
  // A selector of our own, so the demo's variables cannot meet the site's.
  colorSchemeSelector: '[data-invoice-scheme="%s"]',
  defaultColorScheme: 'light',
  colorSchemes: {
    light: {
      palette: {
        paper: '#ffffff',
        ink: '#0f172a',
        muted: '#475569',
        accent: '#1d4ed8',
        line: '#cbd5e1',
      },
    },
    dark: {
      palette: {
        paper: '#0f172a',
        ink: '#e2e8f0',
        muted: '#cbd5e1',
        accent: '#93c5fd',
        line: '#334155',
      },
    },
  },
});

const { CssVarsProvider, useColorScheme } = createCssVarsProvider({
  theme,
  defaultColorScheme: { light: 'light', dark: 'dark' },
  modeStorageKey: 'invoice-demo-mode',
  colorSchemeStorageKey: 'invoice-demo-scheme',
});

const Sheet = styled('div')(({ theme: t }) => {
  const vars = t.vars;
  return {
    display: 'grid',
    gap: 8,
    padding: 16,
    borderRadius: 12,
    border: `1px solid ${vars.palette.line}`,
    backgroundColor: vars.palette.paper,
    color: vars.palette.ink,
    '& .invoice-muted': { color: vars.palette.muted },
    '& .invoice-total': { color: vars.palette.accent, fontWeight: 700 },
  };
});

function ModeButtons() {
  const { mode, setMode, colorScheme } = useColorScheme();
  return (
    <div
      role="group"
      aria-label="Invoice color mode"
      style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {['light', 'dark', 'system'].map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={mode === value}
          onClick={() => setMode(value)}
        >
          {value[0].toUpperCase() + value.slice(1)}
        </button>
      ))}
      <span>Scheme in use: {colorScheme ?? '…'}</span>
    </div>
  );
}

export default function CssVarsProviderInvoice() {
  const [node, setNode] = React.useState(null);
  return (
    <CssVarsProvider colorSchemeNode={node}>
      <div style={{ display: 'grid', gap: 12 }}>
        <ModeButtons />
        <div ref={setNode}>
          <Sheet>
            <strong>Invoice #2031</strong>
            <span className="invoice-muted">Due 14 March · Northwind Ltd.</span>
            <span>Design review, 6 hours</span>
            <span className="invoice-total">Total: 540.00 EUR</span>
          </Sheet>
        </div>
      </div>
    </CssVarsProvider>
  );
}
