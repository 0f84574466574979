import * as React from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

// Utilities go in className like any other class. This site scopes them under the demo, which also
// gives them the extra specificity to beat Material UI's own single-class rules. The card keeps the
// page's text and background colors, so it reads in light and dark mode; only the button has its own.
export default function TailwindNewsletterCard() {
  const [sent, setSent] = React.useState(false);
  return (
    <form
      className="flex max-w-md flex-col gap-3 rounded-2xl border border-solid border-slate-300 p-6 shadow-md"
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
    >
      <h3 className="m-0 text-lg font-semibold">Release notes by email</h3>
      <p className="m-0 text-sm">One message per release, nothing else.</p>
      <TextField
        label="Email"
        type="email"
        size="small"
        required
        className="w-full"
      />
      <Button
        type="submit"
        variant="contained"
        className="rounded-full bg-emerald-700 normal-case text-white hover:bg-emerald-800"
      >
        {sent ? 'Subscribed' : 'Subscribe'}
      </Button>
    </form>
  );
}
