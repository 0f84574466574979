import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const priorities = ['Low', 'Normal', 'High', 'Urgent'];

const option =
  'cursor-pointer rounded-md px-2 py-1.5 [&.base-Option-highlighted:not(.base--selected)]:bg-slate-200 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white';

export default function PortalContainerSelectTailwind() {
  const [container, setContainer] = React.useState(null);
  return (
    <div className="grid max-w-xs gap-2">
      <div className="grid h-24 content-start gap-1.5 overflow-hidden rounded-lg border border-solid border-slate-300 p-3">
        <label htmlFor="portal-priority-tailwind">
          Priority (inside a clipped card)
        </label>
        <Select
          id="portal-priority-tailwind"
          defaultValue="Normal"
          slotProps={{
            root: {
              className:
                'w-[200px] cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-2.5 py-1.5 text-start text-slate-900 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-blue-200',
            },
            // The portal target sits inside the demo, so the Tailwind scope still applies.
            popup: { container, className: 'z-10' },
            listbox: {
              className:
                'my-1 w-[200px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
            },
          }}
        >
          {priorities.map((priority) => (
            <Option key={priority} value={priority} className={option}>
              {priority}
            </Option>
          ))}
        </Select>
      </div>
      <div ref={setContainer} />
    </div>
  );
}
