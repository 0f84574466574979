import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';
import { styled } from '@mui/system';

const Button = styled('button')({
  minWidth: 280,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #64748b',
  background: '#fff',
  color: '#0f172a',
  font: 'inherit',
  textAlign: 'left',
});
const Listbox = styled('ul')({
  margin: '4px 0',
  padding: 4,
  minWidth: 280,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  background: '#fff',
  color: '#0f172a',
  listStyle: 'none',
  zIndex: 1300,
  '& .base-OptionGroup-label': {
    display: 'block',
    padding: '6px 8px 2px',
    fontSize: 12,
    fontWeight: 700,
    textTransform: 'uppercase',
  },
  '& .base-OptionGroup-list': { margin: 0, padding: 0, listStyle: 'none' },
  '& .base-Option-root': {
    padding: '4px 8px 4px 16px',
    borderRadius: 6,
    cursor: 'pointer',
  },
  '& .base-Option-highlighted': { background: '#e2e8f0' },
  '& .base--selected::before': { content: '"✓ "' },
});

export default function GroupedMultipleSelect() {
  const [stack, setStack] = React.useState(['react']);
  return (
    <div>
      <label htmlFor="stack-select" style={{ display: 'block', marginBottom: 6 }}>
        Technologies on this team
      </label>
      <Select
        id="stack-select"
        multiple
        value={stack}
        onChange={(_, value) => setStack(value)}
        slots={{ root: Button, listbox: Listbox }}
      >
        <OptionGroup label="Frontend">
          <Option value="react">React</Option>
          <Option value="vue">Vue</Option>
        </OptionGroup>
        <OptionGroup label="Backend">
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
