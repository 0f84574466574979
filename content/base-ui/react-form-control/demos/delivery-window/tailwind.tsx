import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { WindowChoices } from './window-choices';

export default function DeliveryWindowTailwind() {
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
        required
        error={error}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="group grid max-w-[360px] gap-2 rounded-xl bg-white p-4 text-slate-900"
      >
        <span id={`${id}-label`}>Delivery window *</span>
        <WindowChoices
          name={`${id}-window`}
          labelledBy={`${id}-label`}
          describedBy={`${id}-help`}
          className="flex gap-2 [&_input]:my-0 [&_input]:ml-0 [&_input]:mr-1.5 [&_label[data-checked=true]]:border-blue-700 [&_label[data-checked=true]]:bg-blue-700 [&_label[data-checked=true]]:text-white [&_label]:cursor-pointer [&_label]:rounded-md [&_label]:border [&_label]:border-solid [&_label]:border-slate-500 [&_label]:px-3 [&_label]:py-1.5 group-[.base--error]:[&_label]:border-red-700"
        />
        <p id={`${id}-help`} className="m-0 group-[.base--error]:text-red-700">
          {error ? 'Choose a window to book the delivery.' : 'All windows are on 17 April.'}
        </p>
        <button type="submit" className="cursor-pointer justify-self-start rounded-md border-0 bg-blue-700 px-3.5 py-1.5 text-white">
          Book
        </button>
        {booked ? <p className="m-0">Booked for {booked}.</p> : null}
      </FormControl>
    </form>
  );
}
