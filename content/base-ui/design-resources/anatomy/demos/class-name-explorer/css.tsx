import * as React from 'react';
import * as Base from '@mui/base';
import './class-name-explorer.css';

// Every `<name>Classes` object the installed @mui/base exports: nothing below is typed by hand.
const components = Object.fromEntries(
  Object.entries(Base)
    .filter(([key, value]) => key.endsWith('Classes') && typeof value === 'object' && value !== null)
    .map(([key, value]) => [
      key[0].toUpperCase() + key.slice(1, -'Classes'.length),
      value as Record<string, string>,
    ]),
);

export default function ClassNameExplorerCss() {
  const [name, setName] = React.useState('Slider');
  const entries = Object.entries(components[name] ?? {});
  return (
    <div className="class-name-explorer">
      <label className="class-name-explorer-label">
        Component
        <select
          className="class-name-explorer-select"
          value={name}
          onChange={(event) => setName(event.target.value)}
        >
          {Object.keys(components).map((key) => (
            <option key={key}>{key}</option>
          ))}
        </select>
      </label>
      <table className="class-name-explorer-table">
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
    </div>
  );
}
