import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';
import { groupSlotProps } from './group-aria';
import './grouped-multiple-select.css';

export default function GroupedMultipleSelectCss() {
  const id = React.useId();
  const [stack, setStack] = React.useState(['react']);
  return (
    <div>
      <label htmlFor={id} className="grouped-multiple-select-label">
        Technologies on this team
      </label>
      <Select
        id={id}
        multiple
        value={stack}
        onChange={(_, value) => setStack(value)}
        className="grouped-multiple-select"
        slotProps={{
          popup: { className: 'grouped-multiple-select-popup' },
          listbox: { className: 'grouped-multiple-select-listbox' },
        }}
      >
        <OptionGroup label="Frontend" slotProps={groupSlotProps(`${id}-frontend`)}>
          <Option value="react">React</Option>
          <Option value="vue">Vue</Option>
        </OptionGroup>
        <OptionGroup label="Backend" slotProps={groupSlotProps(`${id}-backend`)}>
          <Option value="node">Node.js</Option>
          <Option value="go">Go</Option>
          <Option value="cobol" disabled>
            COBOL (retired)
          </Option>
        </OptionGroup>
      </Select>
      <p className="grouped-multiple-select-count">{stack.length} selected</p>
    </div>
  );
}
