import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const option =
  'cursor-pointer rounded-md px-2 py-1.5 [&.base-Option-highlighted:not(.base--selected)]:bg-slate-200 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white';

export default function NewsletterFormTailwind() {
  const [sent, setSent] = React.useState(null);
  const handleSubmit = (event) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(JSON.stringify(Object.fromEntries(data)));
  };
  return (
    <form className="grid max-w-[320px] gap-2" onSubmit={handleSubmit}>
      <label htmlFor="newsletter-frequency-tailwind">Newsletter frequency</label>
      <Select
        id="newsletter-frequency-tailwind"
        name="frequency"
        required
        placeholder="Choose one…"
        slotProps={{
          root: {
            className:
              'cursor-pointer rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-start text-slate-900 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-200',
          },
          popup: { disablePortal: true, className: 'z-10' },
          listbox: {
            className:
              'my-1 min-w-[240px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
          },
        }}
      >
        <Option value="daily" className={option}>
          Daily digest
        </Option>
        <Option value="weekly" className={option}>
          Weekly roundup
        </Option>
        <Option value="monthly" className={option}>
          Monthly highlights
        </Option>
      </Select>
      <button
        type="submit"
        className="cursor-pointer justify-self-start rounded-lg border-0 bg-blue-700 px-4 py-2 font-semibold text-white"
      >
        Subscribe
      </button>
      <output aria-live="polite">
        {sent ? `Submitted: ${sent}` : 'Nothing submitted yet.'}
      </output>
    </form>
  );
}
