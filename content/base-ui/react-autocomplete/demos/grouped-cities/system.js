import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import { cities, Highlight } from './cities';

const Input = styled('input')({
  width: 280,
  boxSizing: 'border-box',
  padding: '8px 12px',
  border: '1px solid #64748b',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  '&:focus': { borderColor: '#1d4ed8', outline: '2px solid #bfdbfe' },
});
const Listbox = styled('ul')({
  position: 'absolute',
  zIndex: 10,
  width: 280,
  maxHeight: 240,
  boxSizing: 'border-box',
  margin: '4px 0',
  padding: 4,
  overflow: 'auto',
  listStyle: 'none',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '& ul': { margin: 0, padding: 0, listStyle: 'none' },
  '& .group-label': {
    padding: '8px 8px 2px',
    color: '#475569',
    fontSize: 12,
    fontWeight: 600,
    textTransform: 'uppercase',
  },
  '& [role="option"]': { padding: '6px 8px', borderRadius: 6, cursor: 'pointer' },
  '& [role="option"].Mui-focused': { backgroundColor: '#e2e8f0' },
});

export default function GroupedCitiesSystem() {
  const id = React.useId();
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    inputValue,
  } = useAutocomplete({
    id: `${id}-city`,
    options: cities,
    getOptionLabel: (city) => city.name,
    groupBy: (city) => city.country,
  });
  const groups = groupedOptions;
  return (
    <div style={{ position: 'relative', minHeight: 300 }}>
      <div {...getRootProps()}>
        <label
          {...getInputLabelProps()}
          style={{ display: 'block', marginBottom: 6 }}
        >
          Destination
        </label>
        <Input {...getInputProps()} placeholder="Try “li”" />
      </div>
      {popupOpen && groups.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {groups.map((group) => (
            <li key={group.key} role="presentation">
              <div role="presentation" className="group-label">
                {group.group}
              </div>
              <ul role="group" aria-label={group.group}>
                {group.options.map((city, offset) => {
                  const { key, ...optionProps } = getOptionProps({
                    option: city,
                    index: group.index + offset,
                  });
                  return (
                    <li key={key} {...optionProps}>
                      <Highlight text={city.name} query={inputValue} />
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </Listbox>
      ) : null}
    </div>
  );
}
