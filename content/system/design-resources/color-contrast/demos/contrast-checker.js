import * as React from 'react';
import { darken, getContrastRatio, lighten } from '@mui/system';

const levels = [
  { label: 'AA, body text', min: 4.5 },
  { label: 'AA, large text and UI parts', min: 3 },
  { label: 'AAA, body text', min: 7 },
];

export default function ContrastChecker() {
  const [text, setText] = React.useState('#1d4ed8');
  const [background, setBackground] = React.useState('#ffffff');
  const ratio = getContrastRatio(text, background);
  // Darker and lighter steps of the text colour, to find the nearest one that passes.
  const steps = [0.2, 0.4].flatMap((amount) => [
    darken(text, amount),
    lighten(text, amount),
  ]);

  return (
    <div
      style={{
        display: 'grid',
        gap: 16,
        padding: 16,
        borderRadius: 12,
        backgroundColor: '#fff',
        color: '#0f172a',
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <label>
          Text{' '}
          <input
            type="color"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <label>
          Background{' '}
          <input
            type="color"
            value={background}
            onChange={(event) => setBackground(event.target.value)}
          />
        </label>
      </div>
      <p
        style={{
          margin: 0,
          padding: 16,
          borderRadius: 8,
          border: '1px solid #cbd5e1',
          color: text,
          backgroundColor: background,
        }}
      >
        Your order has shipped and will arrive on Thursday.
      </p>
      <p role="status" style={{ margin: 0 }}>
        Contrast ratio <strong>{ratio.toFixed(2)}:1</strong>
      </p>
      <ul style={{ margin: 0 }}>
        {levels.map((level) => (
          <li key={level.label}>
            {level.label} (≥ {level.min}:1):{' '}
            {ratio >= level.min ? 'passes' : 'fails'}
          </li>
        ))}
      </ul>
      <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
        <caption style={{ textAlign: 'start', fontWeight: 600 }}>
          Nearby text colours
        </caption>
        <tbody>
          {steps.map((color, index) => (
            // Black or white text gives repeated colours, so the position is part of the key.
            <tr key={`${index}-${color}`}>
              <th scope="row" style={{ padding: '4px 12px', textAlign: 'start' }}>
                <code>{color}</code>
              </th>
              <td style={{ padding: '4px 12px' }}>
                {getContrastRatio(color, background).toFixed(2)}:1
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
