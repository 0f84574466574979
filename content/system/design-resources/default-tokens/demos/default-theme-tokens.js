import { createTheme, unstable_defaultSxConfig as sxConfig } from '@mui/system';

// Everything below is read from the installed @mui/system at render time, not typed by hand.
const theme = createTheme();
const breakpoints = Object.entries(theme.breakpoints.values);
const spacingSteps = [0.5, 1, 2, 3, 4, 6, 8];
const themeKeys = Object.entries(sxConfig).reduce((groups, [prop, config]) => {
  if (config.themeKey) (groups[config.themeKey] ??= []).push(prop);
  return groups;
}, {});

const table = { borderCollapse: 'collapse', fontSize: 14 };
const cell = {
  padding: '4px 12px',
  borderBottom: '1px solid #cbd5e1',
  textAlign: 'start',
  verticalAlign: 'top',
};

export default function DefaultThemeTokens() {
  return (
    <div
      style={{
        display: 'grid',
        gap: 24,
        padding: 16,
        borderRadius: 12,
        backgroundColor: '#fff',
        color: '#0f172a',
      }}
    >
      <table style={table}>
        <caption style={{ textAlign: 'start', fontWeight: 600 }}>
          Breakpoints
        </caption>
        <tbody>
          {breakpoints.map(([key, value]) => (
            <tr key={key}>
              <th scope="row" style={cell}>
                {key}
              </th>
              <td style={cell}>{value}px</td>
              <td style={cell}>
                <code>{theme.breakpoints.up(key)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={table}>
        <caption style={{ textAlign: 'start', fontWeight: 600 }}>
          Spacing (theme.spacing)
        </caption>
        <tbody>
          {spacingSteps.map((step) => (
            <tr key={step}>
              <th scope="row" style={cell}>
                {step}
              </th>
              <td style={cell}>{theme.spacing(step)}</td>
              <td style={cell}>
                <span
                  style={{
                    display: 'block',
                    width: theme.spacing(step),
                    height: 12,
                    backgroundColor: '#1d4ed8',
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: 0 }}>
        shape.borderRadius: <code>{String(theme.shape.borderRadius)}</code> ·
        direction: <code>{theme.direction}</code> · palette.mode:{' '}
        <code>{theme.palette.mode}</code>
      </p>
      <table style={table}>
        <caption style={{ textAlign: 'start', fontWeight: 600 }}>
          Which sx props read which theme key
        </caption>
        <tbody>
          {Object.entries(themeKeys).map(([key, props]) => (
            <tr key={key}>
              <th scope="row" style={cell}>
                {key}
              </th>
              <td style={cell}>{props.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
