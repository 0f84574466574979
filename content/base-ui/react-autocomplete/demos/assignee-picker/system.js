import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import { people } from './people';

const Input = styled('input')({
  width: 280,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  '&:focus': { outline: '3px solid #bfdbfe', borderColor: '#1d4ed8' },
});
const Listbox = styled('ul')({
  position: 'absolute',
  zIndex: 1,
  width: 280,
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
});
const Option = styled('li')({
  display: 'flex',
  justifyContent: 'space-between',
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'pointer',
  '&.Mui-focused': { backgroundColor: '#e2e8f0' },
  '&[aria-selected="true"]': { fontWeight: 700 },
});

export default function AssigneePickerSystem() {
  const [value, setValue] = React.useState(null);
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
  } = useAutocomplete({
    id: 'assignee-system',
    options: people,
    getOptionLabel: (person) => person.name,
    value,
    onChange: (_, next) => setValue(next),
  });
  return (
    <div style={{ position: 'relative', minHeight: 220 }}>
      <div {...getRootProps()}>
        <label
          {...getInputLabelProps()}
          style={{ display: 'block', marginBottom: 6 }}
        >
          Assignee
        </label>
        <Input {...getInputProps()} placeholder="Type a name" />
      </div>
      {popupOpen && groupedOptions.length > 0 && (
        <Listbox {...getListboxProps()}>
          {groupedOptions.map((person, index) => {
            const { key, ...optionProps } = getOptionProps({
              option: person,
              index,
            });
            return (
              <Option key={key} {...optionProps}>
                {person.name} <small>{person.team}</small>
              </Option>
            );
          })}
        </Listbox>
      )}
      <p>{value ? `Assigned to ${value.name}` : 'Unassigned'}</p>
    </div>
  );
}
