import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { sample } from './sample';

const field =
  'rounded-md border border-solid border-slate-500 bg-white text-slate-900 [color-scheme:light] [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-1 focus-visible:outline-blue-300';

export default function RowLimitsTailwind() {
  const [minRows, setMinRows] = React.useState(3);
  const [maxRows, setMaxRows] = React.useState(5);
  return (
    <div className="grid max-w-[420px] gap-3">
      <div className="flex flex-wrap gap-4">
        <label>
          minRows
          <input
            type="number"
            min={1}
            max={maxRows}
            value={minRows}
            onChange={(e) => setMinRows(Number(e.target.value))}
            className={`${field} ms-1.5 w-14 px-1.5 py-0.5`}
          />
        </label>
        <label>
          maxRows
          <input
            type="number"
            min={minRows}
            max={10}
            value={maxRows}
            onChange={(e) => setMaxRows(Number(e.target.value))}
            className={`${field} ms-1.5 w-14 px-1.5 py-0.5`}
          />
        </label>
      </div>
      <TextareaAutosize
        aria-label="Release notes"
        minRows={minRows}
        maxRows={maxRows}
        defaultValue={sample}
        className={`${field} p-2`}
      />
    </div>
  );
}
