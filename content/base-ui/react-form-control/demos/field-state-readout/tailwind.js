import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import { StateLine } from './state-line';

export default function FieldStateReadoutTailwind() {
  const id = React.useId();
  const [disabled, setDisabled] = React.useState(false);
  return (
    <div className="grid max-w-[420px] gap-3">
      <FormControl disabled={disabled} defaultValue="" className="grid gap-1.5">
        <label htmlFor={id}>Nickname</label>
        <Input
          className="group"
          slotProps={{
            input: {
              id,
              className:
                'box-border w-full rounded-md border border-solid border-slate-500 bg-white px-2.5 py-1.5 text-slate-900 [font:inherit] focus:border-blue-700 focus:outline focus:outline-[3px] focus:outline-blue-200 group-[.base--disabled]:cursor-not-allowed group-[.base--disabled]:bg-slate-200 group-[.base--disabled]:text-slate-600',
            },
          }}
        />
        <StateLine />
      </FormControl>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />
        Disable the field
      </label>
    </div>
  );
}
