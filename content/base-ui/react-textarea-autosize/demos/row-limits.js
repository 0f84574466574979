import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const sample = Array.from(
  { length: 8 },
  (_, i) => `Release note line ${i + 1}`,
).join('\n');

export default function RowLimits() {
  const [minRows, setMinRows] = React.useState(3);
  const [maxRows, setMaxRows] = React.useState(5);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <div style={{ display: 'flex', gap: 16 }}>
        <label>
          minRows{' '}
          <input
            type="number"
            min={1}
            max={maxRows}
            value={minRows}
            onChange={(e) => setMinRows(Number(e.target.value))}
          />
        </label>
        <label>
          maxRows{' '}
          <input
            type="number"
            min={minRows}
            max={10}
            value={maxRows}
            onChange={(e) => setMaxRows(Number(e.target.value))}
          />
        </label>
      </div>
      <TextareaAutosize
        aria-label="Release notes"
        minRows={minRows}
        maxRows={maxRows}
        defaultValue={sample}
        style={{
          font: 'inherit',
          padding: 8,
          borderRadius: 6,
          border: '1px solid #64748b',
          background: '#fff',
          color: '#0f172a',
        }}
      />
    </div>
  );
}
