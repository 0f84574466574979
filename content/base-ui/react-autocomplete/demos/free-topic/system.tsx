import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import { topics } from './topics';

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
  boxSizing: 'border-box',
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  '& li': { padding: '6px 8px', borderRadius: 6, cursor: 'pointer' },
  '& li.Mui-focused': { backgroundColor: '#e2e8f0' },
});
const Readout = styled('dl')({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, marginTop: 12, '& dd': { margin: 0 } });

export default function FreeTopicSystem() {
  const id = React.useId();
  const [value, setValue] = React.useState<string | null>('Forms');
  const [inputValue, setInputValue] = React.useState('Forms');
  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, popupOpen } = useAutocomplete({
    id: `${id}-topic`,
    options: topics,
    freeSolo: true,
    value,
    onChange: (_, next) => setValue(next),
    inputValue,
    onInputChange: (_, next) => setInputValue(next),
  });
  return (
    <div style={{ position: 'relative', minHeight: 260 }}>
      <div {...getRootProps()}>
        <label {...getInputLabelProps()} style={{ display: 'block', marginBottom: 6 }}>
          Talk topic
        </label>
        <Input {...getInputProps()} />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as string[]).map((topic, index) => {
            const { key, ...optionProps } = getOptionProps({ option: topic, index });
            return (
              <li key={key} {...optionProps}>
                {topic}
              </li>
            );
          })}
        </Listbox>
      ) : null}
      <Readout>
        <dt>value</dt>
        <dd>{value === null ? 'null' : `“${value}”`}</dd>
        <dt>inputValue</dt>
        <dd>“{inputValue}”</dd>
      </Readout>
    </div>
  );
}
