import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import './character-limit.css';

const LIMIT = 140;

export default function CharacterLimitCss() {
  const id = React.useId();
  const [bio, setBio] = React.useState('Front-end developer who writes about accessible forms.');
  const left = LIMIT - bio.length;
  return (
    <div>
      <label htmlFor={`${id}-bio`} className="character-limit-label">
        Short bio
      </label>
      <TextareaAutosize
        id={`${id}-bio`}
        className="character-limit-field"
        minRows={3}
        maxLength={LIMIT}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        aria-describedby={`${id}-count`}
        aria-invalid={left === 0}
      />
      <p id={`${id}-count`} className="character-limit-count">
        {left} of {LIMIT} characters left
      </p>
    </div>
  );
}
