import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const LIMIT = 140;

export default function CharacterLimitTailwind() {
  const id = React.useId();
  const [bio, setBio] = React.useState('Front-end developer who writes about accessible forms.');
  const left = LIMIT - bio.length;
  return (
    <div>
      <label htmlFor={`${id}-bio`} className="mb-1.5 block">
        Short bio
      </label>
      <TextareaAutosize
        id={`${id}-bio`}
        minRows={3}
        maxLength={LIMIT}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        aria-describedby={`${id}-count`}
        aria-invalid={left === 0}
        className="box-border w-full max-w-md resize-none rounded-lg border border-solid border-slate-500 bg-white px-3 py-2.5 leading-normal text-slate-900 aria-[invalid=true]:border-red-700"
      />
      <p id={`${id}-count`} className="m-0 mt-1">
        {left} of {LIMIT} characters left
      </p>
    </div>
  );
}
