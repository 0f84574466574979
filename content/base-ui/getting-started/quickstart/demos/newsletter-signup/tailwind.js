import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';

export default function NewsletterSignupTailwind() {
  const [sent, setSent] = React.useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('email')));
      }}
    >
      <div className="flex flex-wrap gap-2">
        <Input
          type="email"
          name="email"
          required
          placeholder="you@example.com"
          slotProps={{
            root: { className: 'group flex-[1_1_200px]' },
            input: {
              'aria-label': 'Email address',
              className:
                'box-border w-full rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 font-[inherit] text-slate-900 group-[.base--focused]:border-blue-700 group-[.base--focused]:outline group-[.base--focused]:outline-blue-300',
            },
          }}
        />
        <Button
          type="submit"
          className="cursor-pointer rounded-lg border-none bg-blue-700 px-4 py-2 font-[inherit] font-semibold text-white hover:bg-blue-800 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300"
        >
          Subscribe
        </Button>
      </div>
      <p role="status" className="mb-0 mt-2">
        {sent
          ? `Thanks! The next issue goes to ${sent}.`
          : 'One email a month, no tracking.'}
      </p>
    </form>
  );
}
