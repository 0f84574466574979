import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const Button = styled('button')({
  padding: '6px 12px',
  borderRadius: 6,
  border: '1px solid #1d4ed8',
  backgroundColor: '#fff',
  color: '#1d4ed8',
  font: 'inherit',
  cursor: 'pointer',
  '&.primary': { backgroundColor: '#1d4ed8', color: '#fff' },
});
const Form = styled('form')({
  display: 'grid',
  gap: 8,
  maxWidth: 320,
  marginTop: 12,
  padding: 16,
  borderRadius: 8,
  border: '2px solid #1d4ed8',
  backgroundColor: '#fff',
  color: '#0f172a',
  outline: 0,
  '&[hidden]': { display: 'none' },
  '& input': {
    padding: '6px 8px',
    borderRadius: 6,
    border: '1px solid #64748b',
    font: 'inherit',
    color: '#0f172a',
    backgroundColor: '#fff',
  },
});

export default function AddressEditorSystem() {
  const [editing, setEditing] = React.useState(false);
  const [city, setCity] = React.useState('Lisbon');
  return (
    <div>
      <p style={{ margin: '0 0 8px' }}>Delivery city: {city}</p>
      <Button type="button" onClick={() => setEditing(true)} disabled={editing}>
        Edit
      </Button>
      <FocusTrap open={editing}>
        <Form
          tabIndex={-1}
          hidden={!editing}
          aria-label="Edit address"
          onKeyDown={(event) => event.key === 'Escape' && setEditing(false)}
          onSubmit={(event) => {
            event.preventDefault();
            setCity(String(new FormData(event.currentTarget).get('city')));
            setEditing(false);
          }}
        >
          <label htmlFor="city-system">City</label>
          <input id="city-system" name="city" defaultValue={city} />
          <div style={{ display: 'flex', gap: 8 }}>
            <Button type="submit" className="primary">
              Save
            </Button>
            <Button type="button" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </Form>
      </FocusTrap>
    </div>
  );
}
