import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const action = 'cursor-pointer justify-self-start rounded-lg border border-solid border-slate-500 bg-white px-3.5 py-2 text-slate-900';

export default function KeptFiltersTailwind() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" className={action} onClick={() => setOpen(true)}>
        Filters
      </button>
      <Modal
        keepMounted
        open={open}
        onClose={() => setOpen(false)}
        disablePortal
        className="fixed inset-0 z-[1300] grid place-items-center [&.base-Modal-hidden]:invisible"
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop: { className: 'fixed inset-0 -z-10 bg-slate-900/50' } }}
      >
        <div role="dialog" aria-modal aria-labelledby={`${id}-title`} tabIndex={-1} className="grid w-80 gap-2.5 rounded-xl bg-white p-6 text-slate-900 outline-none">
          <h2 id={`${id}-title`} className="m-0 text-xl">
            Filters
          </h2>
          <label htmlFor={`${id}-city`}>City</label>
          <input id={`${id}-city`} defaultValue="Lisbon" />
          <label>
            <input type="checkbox" /> Pets allowed
          </label>
          <button type="button" className={action} onClick={() => setOpen(false)}>
            Done
          </button>
        </div>
      </Modal>
    </div>
  );
}
