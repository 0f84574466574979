import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function PasswordRevealTailwind() {
  const [visible, setVisible] = React.useState(false);
  return (
    <div>
      <label htmlFor="password-reveal-tailwind" className="mb-1 block">
        Password
      </label>
      <Input
        id="password-reveal-tailwind"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        slotProps={{
          root: {
            className:
              'flex max-w-xs items-center rounded-lg border border-solid border-slate-500 bg-white text-slate-900 [&.base--focused]:border-blue-700 [&.base--focused]:outline [&.base--focused]:outline-[3px] [&.base--focused]:outline-blue-300',
          },
          input: {
            className:
              'min-w-0 grow border-none bg-transparent px-3 py-2 font-[inherit] text-inherit outline-none',
          },
        }}
        endAdornment={
          <button
            type="button"
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
            className="m-1 cursor-pointer rounded-md border-none bg-blue-100 px-2 py-1 font-[inherit] text-sm text-blue-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {visible ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        }
      />
    </div>
  );
}
