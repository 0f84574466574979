import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const LIMIT = 140;

const Field = styled(TextareaAutosize)({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 420,
  padding: '10px 12px',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'none',
  '&[aria-invalid="true"]': { borderColor: '#b91c1c' },
});

export default function CharacterLimitSystem() {
  const id = React.useId();
  const [bio, setBio] = React.useState(
    'Front-end developer who writes about accessible forms.',
  );
  const left = LIMIT - bio.length;
  return (
    <div>
      <label htmlFor={`${id}-bio`} style={{ display: 'block', marginBottom: 6 }}>
        Short bio
      </label>
      <Field
        id={`${id}-bio`}
        minRows={3}
        maxLength={LIMIT}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        aria-describedby={`${id}-count`}
        aria-invalid={left === 0}
      />
      <p id={`${id}-count`} style={{ margin: '4px 0 0' }}>
        {left} of {LIMIT} characters left
      </p>
    </div>
  );
}
