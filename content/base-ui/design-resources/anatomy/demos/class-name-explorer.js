import * as React from 'react';
import * as Base from '@mui/base';

// Every `<name>Classes` object the installed @mui/base exports: nothing below is typed by hand.
const components = Object.fromEntries(
  Object.entries(Base)
    .filter(
      ([key, value]) =>
        key.endsWith('Classes') && typeof value === 'object' && value !== null,
    )
    .map(([key, value]) => [
      key[0].toUpperCase() + key.slice(1, -'Classes'.length),
      value,
    ]),
);

const cell = {
  padding: '6px 12px',
  borderBottom: '1px solid #cbd5e1',
  textAlign: 'start',
};

export default function ClassNameExplorer() {
  const [name, setName] = React.useState('Slider');
  const entries = Object.entries(components[name] ?? {});
  return (
    <div
      style={{
        display: 'grid',
        gap: 12,
        padding: 16,
        borderRadius: 12,
        backgroundColor: '#fff',
        color: '#0f172a',
      }}
    >
      <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        Component
        <select
          value={name}
          onChange={(event) => setName(event.target.value)}
          style={{ font: 'inherit', padding: 4 }}
        >
          {Object.keys(components).map((key) => (
            <option key={key}>{key}</option>
          ))}
        </select>
      </label>
      <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
        <caption style={{ textAlign: 'start', marginBottom: 8 }}>
          {name}: {entries.length} class names
        </caption>
        <thead>
          <tr>
            <th style={cell}>Key</th>
            <th style={cell}>Class name</th>
            <th style={cell}>Kind</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([key, className]) => (
            <tr key={key}>
              <td style={cell}>{key}</td>
              <td style={cell}>
                <code>{className}</code>
              </td>
              <td style={cell}>
                {className.startsWith('base--')
                  ? 'state (shared)'
                  : 'slot or modifier'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
