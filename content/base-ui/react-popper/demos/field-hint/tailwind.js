import * as React from 'react';
import { Popper } from '@mui/base/Popper';

export default function FieldHintTailwind() {
  const [anchor, setAnchor] = React.useState(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div
      className="flex min-h-[120px] items-center gap-2"
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      <label htmlFor="slug-tailwind">Workspace URL</label>
      <input
        id="slug-tailwind"
        defaultValue="acme-design"
        aria-describedby="slug-hint-tailwind"
        className="rounded-md border border-solid border-slate-500 bg-white px-2 py-1.5 text-slate-900"
      />
      <button
        ref={setAnchor}
        type="button"
        aria-label="About workspace URLs"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="h-7 w-7 cursor-pointer rounded-full border border-solid border-slate-500 bg-white text-slate-900"
      >
        ?
      </button>
      <Popper
        id="slug-hint-tailwind"
        open={open}
        anchorEl={anchor}
        placement="bottom-end"
        disablePortal
        keepMounted
        className="z-10 max-w-[240px] rounded-lg bg-slate-900 px-3 py-2 text-sm text-slate-50"
      >
        Lowercase letters, digits and dashes. It appears in every link you share.
      </Popper>
    </div>
  );
}
