import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

// 96 options, built once at module level rather than on every render.
const slots = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  const minutes = String((index % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});

const option =
  'cursor-pointer rounded-md px-2 py-1.5 tabular-nums [&.base-Option-highlighted:not(.base--selected)]:bg-slate-200 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white';

export default function TimeSlotSelectTailwind() {
  return (
    <div className="grid justify-items-start gap-2">
      <label htmlFor="time-slot-tailwind">Meeting starts at</label>
      <Select
        id="time-slot-tailwind"
        defaultValue="09:00"
        slotProps={{
          root: {
            className:
              'min-w-[140px] cursor-pointer rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-start text-slate-900 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-200',
          },
          popup: { disablePortal: true, className: 'z-10' },
          listbox: {
            className:
              'my-1 max-h-60 min-w-[140px] list-none overflow-y-auto rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
          },
        }}
      >
        {slots.map((slot) => (
          <Option key={slot} value={slot} className={option}>
            {slot}
          </Option>
        ))}
      </Select>
    </div>
  );
}
