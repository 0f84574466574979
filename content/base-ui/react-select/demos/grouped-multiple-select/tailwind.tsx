import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';
import { groupSlotProps } from './group-aria';

const option =
  'cursor-pointer rounded-md py-1 pe-2 ps-4 [&.base-Option-highlighted]:bg-slate-200 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-slate-600 [&.base--selected]:before:content-["✓_"]';

const group = { label: 'block px-2 pb-0.5 pt-1.5 text-xs font-bold uppercase', list: 'm-0 list-none p-0' };

export default function GroupedMultipleSelectTailwind() {
  const id = React.useId();
  const [stack, setStack] = React.useState<string[]>(['react']);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block">
        Technologies on this team
      </label>
      <Select
        id={id}
        multiple
        value={stack}
        onChange={(_, value) => setStack(value)}
        slotProps={{
          root: {
            className:
              'min-w-[280px] cursor-pointer rounded-lg border border-solid border-slate-500 bg-white px-3 py-2 text-start text-slate-900 [font:inherit] [&.base--expanded]:border-blue-700 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-blue-200',
          },
          // Rendered in place, inside the container the Tailwind utilities are scoped to.
          popup: { disablePortal: true, className: 'z-[1300]' },
          listbox: {
            className:
              'my-1 min-w-[280px] list-none rounded-lg leading-normal border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
          },
        }}
      >
        <OptionGroup label="Frontend" slotProps={groupSlotProps(`${id}-frontend`, group)}>
          <Option value="react" className={option}>
            React
          </Option>
          <Option value="vue" className={option}>
            Vue
          </Option>
        </OptionGroup>
        <OptionGroup label="Backend" slotProps={groupSlotProps(`${id}-backend`, group)}>
          <Option value="node" className={option}>
            Node.js
          </Option>
          <Option value="go" className={option}>
            Go
          </Option>
          <Option value="cobol" disabled className={option}>
            COBOL (retired)
          </Option>
        </OptionGroup>
      </Select>
      <p className="mb-0 mt-1.5">{stack.length} selected</p>
    </div>
  );
}
