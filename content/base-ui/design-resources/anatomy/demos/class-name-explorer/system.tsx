import * as React from 'react';
import * as Base from '@mui/base';
import { styled } from '@mui/system';

// Every `<name>Classes` object the installed @mui/base exports: nothing below is typed by hand.
const components = Object.fromEntries(
  Object.entries(Base)
    .filter(([key, value]) => key.endsWith('Classes') && typeof value === 'object' && value !== null)
    .map(([key, value]) => [
      key[0].toUpperCase() + key.slice(1, -'Classes'.length),
      value as Record<string, string>,
    ]),
);

// Colours are the theme's CSS variables, so the card follows light and dark mode.
const Explorer = styled('div')({
  display: 'grid',
  gap: 12,
  padding: 16,
  borderRadius: 12,
  border: '1px solid var(--mui-palette-divider)',
  backgroundColor: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  '& label': { display: 'flex', gap: 8, alignItems: 'center' },
  '& select': {
    padding: 4,
    font: 'inherit',
    color: 'inherit',
    backgroundColor: 'var(--mui-palette-background-paper)',
    border: '1px solid var(--mui-palette-text-secondary)',
    borderRadius: 6,
  },
  // The table rules go through a class so the page's own table styles cannot win over them.
  '& .classes': { borderCollapse: 'collapse', fontSize: 14 },
  '& .classes caption': { textAlign: 'start', marginBottom: 8 },
  '& .classes th, & .classes td': {
    padding: '6px 12px',
    borderBottom: '1px solid var(--mui-palette-divider)',
    textAlign: 'start',
  },
});

export default function ClassNameExplorerSystem() {
  const [name, setName] = React.useState('Slider');
  const entries = Object.entries(components[name] ?? {});
  return (
    <Explorer>
      <label>
        Component
        <select value={name} onChange={(event) => setName(event.target.value)}>
          {Object.keys(components).map((key) => (
            <option key={key}>{key}</option>
          ))}
        </select>
      </label>
      <table className="classes">
        <caption>
          {name}: {entries.length} class names
        </caption>
        <thead>
          <tr>
            <th>Key</th>
            <th>Class name</th>
            <th>Kind</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([key, className]) => (
            <tr key={key}>
              <td>{key}</td>
              <td>
                <code>{className}</code>
              </td>
              <td>{className.startsWith('base--') ? 'state (shared)' : 'slot or modifier'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Explorer>
  );
}
