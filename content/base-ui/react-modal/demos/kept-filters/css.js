import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import './kept-filters.css';

export default function KeptFiltersCss() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button
        type="button"
        className="kept-filters-action"
        onClick={() => setOpen(true)}
      >
        Filters
      </button>
      <Modal
        className="kept-filters-layer"
        keepMounted
        open={open}
        onClose={() => setOpen(false)}
        slots={{ backdrop: 'div' }}
        slotProps={{ backdrop: { className: 'kept-filters-backdrop' } }}
      >
        <div
          role="dialog"
          aria-modal
          aria-labelledby={`${id}-title`}
          tabIndex={-1}
          className="kept-filters-dialog"
        >
          <h2 id={`${id}-title`}>Filters</h2>
          <label htmlFor={`${id}-city`}>City</label>
          <input id={`${id}-city`} defaultValue="Lisbon" />
          <label>
            <input type="checkbox" /> Pets allowed
          </label>
          <button
            type="button"
            className="kept-filters-action"
            onClick={() => setOpen(false)}
          >
            Done
          </button>
        </div>
      </Modal>
    </div>
  );
}
