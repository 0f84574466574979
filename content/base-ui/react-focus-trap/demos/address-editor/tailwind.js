import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

const button =
  'cursor-pointer rounded-md border border-solid border-blue-700 px-3 py-1.5';

export default function AddressEditorTailwind() {
  const [editing, setEditing] = React.useState(false);
  const [city, setCity] = React.useState('Lisbon');
  return (
    <div>
      <p className="m-0 mb-2">Delivery city: {city}</p>
      <button
        type="button"
        className={`${button} bg-white text-blue-700`}
        onClick={() => setEditing(true)}
        disabled={editing}
      >
        Edit
      </button>
      <FocusTrap open={editing}>
        <form
          tabIndex={-1}
          hidden={!editing}
          aria-label="Edit address"
          className="mt-3 grid max-w-xs [&[hidden]]:hidden gap-2 rounded-lg border-2 border-solid border-blue-700 bg-white p-4 text-slate-900 outline-none"
          onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
          onSubmit={(event) => {
            event.preventDefault();
            setCity(String(new FormData(event.currentTarget).get('city')));
            setEditing(false);
          }}
        >
          <label htmlFor="city-tailwind">City</label>
          <input
            id="city-tailwind"
            name="city"
            defaultValue={city}
            className="rounded-md border border-solid border-slate-500 bg-white px-2 py-1.5 text-slate-900"
          />
          <div className="flex gap-2">
            <button type="submit" className={`${button} bg-blue-700 text-white`}>
              Save
            </button>
            <button
              type="button"
              className={`${button} bg-white text-blue-700`}
              onClick={() => setEditing(false)}
            >
              Cancel
            </button>
          </div>
        </form>
      </FocusTrap>
    </div>
  );
}
