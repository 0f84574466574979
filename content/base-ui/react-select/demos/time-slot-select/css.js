import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import './time-slot-select.css';

// 96 options, built once at module level rather than on every render.
const slots = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  const minutes = String((index % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

export default function TimeSlotSelectCss() {
  return (
    <div className="time-slot-select">
      <label htmlFor="time-slot-css">Meeting starts at</label>
      <Select
        id="time-slot-css"
        defaultValue="09:00"
        className="time-slot-select-button"
        slotProps={{
          listbox: { className: 'time-slot-select-listbox' },
          popup: { className: 'time-slot-select-popup' },
        }}
      >
        {slots.map((slot) => (
          <Option key={slot} value={slot}>
            {slot}
          </Option>
        ))}
      </Select>
    </div>
  );
}
