import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import './limited-input-hook.css';

const LIMIT = 40;

export default function LimitedInputHookCss() {
  const id = React.useId();
  const [title, setTitle] = React.useState('Fix the flaky login test');
  const error = title.length > LIMIT;
  const { getRootProps, getInputProps, focused } = useInput({
    value: title,
    error,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setTitle(event.target.value),
  });
  const fieldClass = ['limited-input-hook-field', focused && 'focused', error && 'error'].filter(Boolean);
  return (
    <div>
      <label htmlFor={`${id}-input`}>Issue title</label>
      <div {...getRootProps()} className={fieldClass.join(' ')}>
        <input
          {...getInputProps()}
          id={`${id}-input`}
          aria-describedby={`${id}-count`}
          aria-invalid={error}
          className="limited-input-hook-input"
        />
      </div>
      <p id={`${id}-count`} className={error ? 'limited-input-hook-count error' : 'limited-input-hook-count'}>
        {title.length} / {LIMIT} characters{error ? ': too long' : ''}
      </p>
    </div>
  );
}
