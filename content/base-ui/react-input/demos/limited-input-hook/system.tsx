import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';

const LIMIT = 40;

const Field = styled('div')({
  maxWidth: 360,
  borderBottom: '2px solid #64748b',
  '&.focused': { borderBottomColor: '#1d4ed8' },
  '&.error': { borderBottomColor: '#b91c1c' },
  '& input': {
    boxSizing: 'border-box',
    width: '100%',
    padding: '8px 0',
    border: 0,
    outline: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
  },
});

const Count = styled('p')({ margin: '4px 0 0', '&.error': { fontWeight: 700 } });

export default function LimitedInputHookSystem() {
  const id = React.useId();
  const [title, setTitle] = React.useState('Fix the flaky login test');
  const error = title.length > LIMIT;
  const { getRootProps, getInputProps, focused } = useInput({
    value: title,
    error,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setTitle(event.target.value),
  });
  return (
    <div>
      <label htmlFor={`${id}-input`}>Issue title</label>
      <Field {...getRootProps()} className={[focused && 'focused', error && 'error'].filter(Boolean).join(' ')}>
        <input {...getInputProps()} id={`${id}-input`} aria-describedby={`${id}-count`} aria-invalid={error} />
      </Field>
      <Count id={`${id}-count`} className={error ? 'error' : undefined}>
        {title.length} / {LIMIT} characters{error ? ': too long' : ''}
      </Count>
    </div>
  );
}
