import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import './address-editor.css';

export default function AddressEditorCss() {
  const [editing, setEditing] = React.useState(false);
  const [city, setCity] = React.useState('Lisbon');
  return (
    <div>
      <p className="address-city">Delivery city: {city}</p>
      <button
        type="button"
        className="address-button"
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
          className="address-form"
          onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
          onSubmit={(event) => {
            event.preventDefault();
            setCity(String(new FormData(event.currentTarget).get('city')));
            setEditing(false);
          }}
        >
          <label htmlFor="city-css">City</label>
          <input id="city-css" name="city" defaultValue={city} />
          <div className="address-actions">
            <button type="submit" className="address-button address-primary">
              Save
            </button>
            <button
              type="button"
              className="address-button"
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
