import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';

const stepper =
  'cursor-pointer border-0 bg-slate-200 p-0 text-[10px] text-slate-900 hover:enabled:bg-slate-300 disabled:cursor-default disabled:text-slate-500';

export default function StackedSteppersHookTailwind() {
  const id = React.useId();
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
    value,
  } = useNumberInput({ inputId: id, min: 0, max: 40, step: 5, defaultValue: 20 });
  return (
    <div>
      <label htmlFor={id} className="block">
        Request timeout (seconds)
      </label>
      <div
        {...getRootProps()}
        className={`mt-1.5 inline-grid grid-cols-[80px_28px] grid-rows-[20px_20px] overflow-hidden rounded-md border border-solid bg-white text-slate-900 ${
          focused
            ? 'border-blue-700 outline outline-[3px] outline-blue-200'
            : 'border-slate-500'
        }`}
      >
        <input
          {...getInputProps()}
          role="spinbutton"
          className="row-span-2 min-w-0 border-0 bg-transparent px-2 py-0 text-inherit outline-none [font:inherit]"
        />
        <button
          {...getIncrementButtonProps()}
          aria-label="Five seconds more"
          className={stepper}
        >
          ▲
        </button>
        <button
          {...getDecrementButtonProps()}
          aria-label="Five seconds less"
          className={stepper}
        >
          ▼
        </button>
      </div>
      <p className="mb-0 mt-1.5">
        {value === 0
          ? 'Requests never time out.'
          : `Requests stop after ${value} s.`}
      </p>
    </div>
  );
}
