import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { styled } from '@mui/system';
import { WindowChoices } from './window-choices';

const Field = styled(FormControl)({
  display: 'grid',
  gap: 8,
  maxWidth: 360,
  padding: 16,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  '& .choices': { display: 'flex', gap: 8 },
  '& .choices label': {
    padding: '6px 12px',
    border: '1px solid #64748b',
    borderRadius: 6,
    cursor: 'pointer',
  },
  '& .choices label[data-checked="true"]': {
    borderColor: '#1d4ed8',
    backgroundColor: '#1d4ed8',
    color: '#fff',
  },
  '& .choices input': { margin: '0 6px 0 0' },
  '&.base--error .choices label': { borderColor: '#b91c1c' },
  '& .help': { margin: 0 },
  '&.base--error .help': { color: '#b91c1c' },
});
const Submit = styled('button')({
  justifySelf: 'start',
  padding: '6px 14px',
  border: 0,
  borderRadius: 6,
  backgroundColor: '#1d4ed8',
  color: '#fff',
  font: 'inherit',
  cursor: 'pointer',
});

export default function DeliveryWindowSystem() {
  const id = React.useId();
  const [value, setValue] = React.useState('');
  const [tried, setTried] = React.useState(false);
  const [booked, setBooked] = React.useState('');
  const error = tried && !value;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        setBooked(value);
      }}
    >
      <Field
        required
        error={error}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      >
        <span id={`${id}-label`}>Delivery window *</span>
        <WindowChoices
          name={`${id}-window`}
          labelledBy={`${id}-label`}
          describedBy={`${id}-help`}
          className="choices"
        />
        <p id={`${id}-help`} className="help">
          {error
            ? 'Choose a window to book the delivery.'
            : 'All windows are on 17 April.'}
        </p>
        <Submit type="submit">Book</Submit>
        {booked ? <p className="help">Booked for {booked}.</p> : null}
      </Field>
    </form>
  );
}
