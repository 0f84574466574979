import * as React from 'react';
import { useInput } from '@mui/base/useInput';

const LIMIT = 40;

export default function LimitedInputHookTailwind() {
  const id = React.useId();
  const [title, setTitle] = React.useState('Fix the flaky login test');
  const error = title.length > LIMIT;
  const { getRootProps, getInputProps, focused } = useInput({
    value: title,
    error,
    onChange: (event) => setTitle(event.target.value),
  });
  let border = 'border-b-slate-500';
  if (error) border = 'border-b-red-700';
  else if (focused) border = 'border-b-blue-700';
  return (
    <div>
      <label htmlFor={`${id}-input`}>Issue title</label>
      <div
        {...getRootProps()}
        className={`max-w-[360px] border-0 border-b-2 border-solid ${border}`}
      >
        <input
          {...getInputProps()}
          id={`${id}-input`}
          aria-describedby={`${id}-count`}
          aria-invalid={error}
          className="box-border w-full border-0 bg-transparent px-0 py-2 text-inherit outline-none [font:inherit]"
        />
      </div>
      <p
        id={`${id}-count`}
        className={`mb-0 mt-1 ${error ? 'font-bold' : 'font-normal'}`}
      >
        {title.length} / {LIMIT} characters{error ? ': too long' : ''}
      </p>
    </div>
  );
}
