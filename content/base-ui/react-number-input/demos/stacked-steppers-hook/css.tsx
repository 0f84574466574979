import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import './stacked-steppers-hook.css';

export default function StackedSteppersHookCss() {
  const id = React.useId();
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused, value } =
    useNumberInput({ inputId: id, min: 0, max: 40, step: 5, defaultValue: 20 });
  return (
    <div>
      <label htmlFor={id} className="stacked-steppers-hook-label">
        Request timeout (seconds)
      </label>
      <div
        {...getRootProps()}
        className={focused ? 'stacked-steppers-hook focused' : 'stacked-steppers-hook'}
      >
        <input {...getInputProps()} role="spinbutton" className="stacked-steppers-hook-input" />
        <button
          {...getIncrementButtonProps()}
          aria-label="Five seconds more"
          className="stacked-steppers-hook-button"
        >
          ▲
        </button>
        <button
          {...getDecrementButtonProps()}
          aria-label="Five seconds less"
          className="stacked-steppers-hook-button"
        >
          ▼
        </button>
      </div>
      <p className="stacked-steppers-hook-summary">
        {value === 0 ? 'Requests never time out.' : `Requests stop after ${value} s.`}
      </p>
    </div>
  );
}
