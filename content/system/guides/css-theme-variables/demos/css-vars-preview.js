import * as React from 'react';
import { unstable_createCssVarsTheme as createCssVarsTheme } from '@mui/system';

const theme = createCssVarsTheme({
  cssVarPrefix: 'acme',
  colorSchemeSelector: 'class',
  defaultColorScheme: 'light',
  colorSchemes: {
    light: { palette: { surface: '#ffffff', text: '#0f172a', accent: '#1d4ed8' } },
    dark: { palette: { surface: '#0f172a', text: '#e2e8f0', accent: '#93c5fd' } },
  },
  radius: { md: '12px' },
});

// The generated style sheets, keyed by selector (':root', ':root, .light', '.dark'). The demo
// applies the matching ones to a single element instead of the document, so the page is untouched.
const sheets = theme.generateStyleSheets();
function declarationsFor(scheme) {
  const other = scheme === 'light' ? '.dark' : '.light';
  return Object.assign(
    {},
    ...sheets
      .filter((sheet) => !Object.keys(sheet)[0].includes(other))
      .map(Object.values)
      .flat(),
  );
}

export default function CssVarsPreview() {
  const [scheme, setScheme] = React.useState('light');
  const declarations = declarationsFor(scheme);
  const { palette, radius } = theme.vars;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <label>
        <input
          type="checkbox"
          checked={scheme === 'dark'}
          onChange={(e) => setScheme(e.target.checked ? 'dark' : 'light')}
        />{' '}
        Dark color scheme
      </label>
      <div
        style={{
          ...declarations,
          padding: 16,
          borderRadius: radius.md,
          border: `2px solid ${palette.accent}`,
          backgroundColor: palette.surface,
          color: palette.text,
        }}
      >
        <strong style={{ color: palette.accent }}>Invoice #1042</strong> is due on 12
        March. Its colours are <code>{palette.surface}</code> and friends: they never
        change, the variables under them do.
        <pre style={{ margin: '12px 0 0', fontSize: 12, whiteSpace: 'pre-wrap' }}>
          {Object.entries(declarations)
            .filter(([name]) => name.startsWith('--'))
            .map(([name, value]) => `${name}: ${value};`)
            .join('\n')}
        </pre>
      </div>
    </div>
  );
}
