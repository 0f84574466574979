import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { ChevronButton, regions } from './chevron-button';
import './chevron-select.css';

export default function ChevronSelectCss() {
  const id = React.useId();
  return (
    <div className="chevron-select">
      <label htmlFor={`${id}-region`} className="chevron-select-label">
        Data region
      </label>
      <Select
        id={`${id}-region`}
        className="chevron-select-button"
        defaultValue="eu"
        slots={{ root: ChevronButton }}
        slotProps={{
          popup: { className: 'chevron-select-popup' },
          listbox: { className: 'chevron-select-listbox' },
        }}
      >
        {regions.map((region) => (
          <Option
            key={region.value}
            value={region.value}
            className="chevron-select-option"
          >
            {region.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
