import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { sample } from './sample';
import './row-limits.css';

export default function RowLimitsCss() {
  const [minRows, setMinRows] = React.useState(3);
  const [maxRows, setMaxRows] = React.useState(5);
  return (
    <div className="row-limits">
      <div className="row-limits-controls">
        <label>
          minRows
          <input
            type="number"
            className="row-limits-field row-limits-number"
            min={1}
            max={maxRows}
            value={minRows}
            onChange={(e) => setMinRows(Number(e.target.value))}
          />
        </label>
        <label>
          maxRows
          <input
            type="number"
            className="row-limits-field row-limits-number"
            min={minRows}
            max={10}
            value={maxRows}
            onChange={(e) => setMaxRows(Number(e.target.value))}
          />
        </label>
      </div>
      <TextareaAutosize
        aria-label="Release notes"
        className="row-limits-field row-limits-textarea"
        minRows={minRows}
        maxRows={maxRows}
        defaultValue={sample}
      />
    </div>
  );
}
