import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { fadingListbox, sizes } from './fading-listbox';
import './fading-select.css';

const Listbox = fadingListbox({ className: 'fading-select-transition', enterClassName: 'fading-select-open' });

export default function FadingSelectCss() {
  const id = React.useId();
  return (
    <div className="fading-select">
      <label htmlFor={`${id}-size`} className="fading-select-label">
        Paper size
      </label>
      <Select
        id={`${id}-size`}
        className="fading-select-button"
        defaultValue="a4"
        slots={{ listbox: Listbox }}
        slotProps={{ popup: { className: 'fading-select-popup' }, listbox: { className: 'fading-select-listbox' } }}
      >
        {sizes.map((size) => (
          <Option key={size.value} value={size.value} className="fading-select-option">
            {size.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
