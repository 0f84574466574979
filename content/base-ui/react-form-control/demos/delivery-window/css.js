import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { WindowChoices } from './window-choices';
import './delivery-window.css';

export default function DeliveryWindowCss() {
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
      <FormControl
        className="delivery-window"
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
          className="delivery-window-choices"
        />
        <p id={`${id}-help`} className="delivery-window-help">
          {error
            ? 'Choose a window to book the delivery.'
            : 'All windows are on 17 April.'}
        </p>
        <button type="submit" className="delivery-window-submit">
          Book
        </button>
        {booked ? (
          <p className="delivery-window-help">Booked for {booked}.</p>
        ) : null}
      </FormControl>
    </form>
  );
}
