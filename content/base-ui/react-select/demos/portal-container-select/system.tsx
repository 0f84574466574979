import * as React from 'react';
import { Select as BaseSelect } from '@mui/base/Select';
import { Option as BaseOption } from '@mui/base/Option';
import { styled } from '@mui/system';

const Card = styled('div')({
  height: 96,
  overflow: 'hidden',
  padding: 12,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  display: 'grid',
  gap: 6,
  alignContent: 'start',
});

const Select = styled(BaseSelect)({
  width: 200,
  padding: '6px 10px',
  borderRadius: 6,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #bfdbfe' },
}) as typeof BaseSelect;

const Listbox = styled('ul')({
  width: 200,
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
});

const Option = styled(BaseOption)({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  '&.base-Option-highlighted': { backgroundColor: '#e2e8f0' },
  '&.base--selected': { backgroundColor: '#1d4ed8', color: '#fff' },
}) as typeof BaseOption;

const priorities = ['Low', 'Normal', 'High', 'Urgent'];

export default function PortalContainerSelectSystem() {
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <Card>
        <label htmlFor="portal-priority-system">Priority (inside a clipped card)</label>
        <Select
          id="portal-priority-system"
          defaultValue="Normal"
          slots={{ listbox: Listbox }}
          slotProps={{ popup: { container, style: { zIndex: 1 } } }}
        >
          {priorities.map((priority) => (
            <Option key={priority} value={priority}>
              {priority}
            </Option>
          ))}
        </Select>
      </Card>
      <div ref={setContainer} />
    </div>
  );
}
