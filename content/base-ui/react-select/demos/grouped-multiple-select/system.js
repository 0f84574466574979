import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';
import { styled } from '@mui/system';
import { groupSlotProps } from './group-aria';

const Button = styled('button')({
  minWidth: 280,
  padding: '8px 12px',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #bfdbfe' },
  '&.base--expanded': { borderColor: '#1d4ed8' },
});

const Popup = styled('div')({ zIndex: 1300 });

const Listbox = styled('ul')({
  minWidth: 280,
  margin: '4px 0',
  padding: 4,
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  listStyle: 'none',
  lineHeight: 1.5,
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
  '& .base-OptionGroup-label': {
    display: 'block',
    padding: '6px 8px 2px',
    fontSize: 12,
    fontWeight: 700,
    textTransform: 'uppercase',
  },
  '& .base-OptionGroup-list': { margin: 0, padding: 0, listStyle: 'none' },
  '& .base-Option-root': {
    paddingBlock: 4,
    paddingInline: '16px 8px',
    borderRadius: 6,
    cursor: 'pointer',
  },
  '& .base-Option-highlighted': { backgroundColor: '#e2e8f0' },
  '& .base--selected::before': { content: '"✓ "' },
  '& .base--disabled': { color: '#475569', cursor: 'not-allowed' },
});

export default function GroupedMultipleSelectSystem() {
  const id = React.useId();
  const [stack, setStack] = React.useState(['react']);
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6 }}>
        Technologies on this team
      </label>
      <Select
        id={id}
        multiple
        value={stack}
        onChange={(_, value) => setStack(value)}
        slots={{ root: Button, popup: Popup, listbox: Listbox }}
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
      <p style={{ margin: '6px 0 0' }}>{stack.length} selected</p>
    </div>
  );
}
