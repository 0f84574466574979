import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';
import { sample } from './sample';

const field = {
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  // The browser's own parts (the number arrows) stay light on the white field in dark mode.
  colorScheme: 'light',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 1 },
};

const Controls = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 16 });
const NumberInput = styled('input')({
  ...field,
  width: 56,
  marginInlineStart: 6,
  padding: '2px 6px',
});
const Textarea = styled(TextareaAutosize)({ ...field, padding: 8 });

export default function RowLimitsSystem() {
  const [minRows, setMinRows] = React.useState(3);
  const [maxRows, setMaxRows] = React.useState(5);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Controls>
        <label>
          minRows
          <NumberInput
            type="number"
            min={1}
            max={maxRows}
            value={minRows}
            onChange={(e) => setMinRows(Number(e.target.value))}
          />
        </label>
        <label>
          maxRows
          <NumberInput
            type="number"
            min={minRows}
            max={10}
            value={maxRows}
            onChange={(e) => setMaxRows(Number(e.target.value))}
          />
        </label>
      </Controls>
      <Textarea
        aria-label="Release notes"
        minRows={minRows}
        maxRows={maxRows}
        defaultValue={sample}
      />
    </div>
  );
}
