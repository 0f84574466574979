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

const cell =
  'border-0 border-b border-solid border-[color:var(--mui-palette-divider)] px-3 py-1.5 text-start';

// Colours are the theme's CSS variables, so the card follows light and dark mode.
export default function ClassNameExplorerTailwind() {
  const [name, setName] = React.useState('Slider');
  const entries = Object.entries(components[name] ?? {});
  return (
    <div className="grid gap-3 rounded-xl border border-solid border-[color:var(--mui-palette-divider)] bg-[color:var(--mui-palette-background-paper)] p-4 text-[color:var(--mui-palette-text-primary)]">
      <label className="flex items-center gap-2">
        Component
        <select
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="rounded-md border border-solid border-[color:var(--mui-palette-text-secondary)] bg-[color:var(--mui-palette-background-paper)] p-1 text-[color:inherit] [font:inherit]"
        >
          {Object.keys(components).map((key) => (
            <option key={key}>{key}</option>
          ))}
        </select>
      </label>
      <table className="border-collapse text-[14px]">
        <caption className="mb-2 text-start">
          {name}: {entries.length} class names
        </caption>
        <thead>
          <tr>
            <th className={cell}>Key</th>
            <th className={cell}>Class name</th>
            <th className={cell}>Kind</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([key, className]) => (
            <tr key={key}>
              <td className={cell}>{key}</td>
              <td className={cell}>
                <code>{className}</code>
              </td>
              <td className={cell}>
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
