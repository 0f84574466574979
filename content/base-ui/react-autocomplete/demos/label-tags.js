import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';

const labels = [
  'bug',
  'docs',
  'performance',
  'accessibility',
  'good first issue',
  'breaking change',
];

const Field = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  maxWidth: 420,
  padding: 6,
  borderRadius: 8,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  '& input': {
    flex: 1,
    minWidth: 120,
    border: 0,
    outline: 0,
    font: 'inherit',
    color: 'inherit',
    background: 'none',
  },
});
const Tag = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 4px 2px 8px',
  borderRadius: 12,
  backgroundColor: '#e2e8f0',
  '& button': {
    border: 0,
    background: 'none',
    color: '#0f172a',
    cursor: 'pointer',
    font: 'inherit',
  },
});
const Listbox = styled('ul')({
  position: 'absolute',
  zIndex: 1,
  width: 240,
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  '& .Mui-focused': { backgroundColor: '#e2e8f0' },
  '& li': { padding: '4px 8px', borderRadius: 4, cursor: 'pointer' },
});

export default function LabelTags() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    popupOpen,
  } = useAutocomplete({
    id: 'issue-labels',
    multiple: true,
    options: labels,
    defaultValue: ['bug'],
    filterSelectedOptions: true,
  });
  return (
    <div style={{ position: 'relative', minHeight: 220 }}>
      <label {...getInputLabelProps()} style={{ display: 'block', marginBottom: 6 }}>
        Labels
      </label>
      <Field {...getRootProps()}>
        {value.map((label, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <Tag key={key} {...tagProps}>
              {label}
              <button
                type="button"
                tabIndex={-1}
                aria-label={`Remove ${label}`}
                onClick={onDelete}
              >
                ×
              </button>
            </Tag>
          );
        })}
        <input {...getInputProps()} />
      </Field>
      {popupOpen && groupedOptions.length > 0 && (
        <Listbox {...getListboxProps()}>
          {groupedOptions.map((label, index) => {
            const { key, ...optionProps } = getOptionProps({ option: label, index });
            return (
              <li key={key} {...optionProps}>
                {label}
              </li>
            );
          })}
        </Listbox>
      )}
    </div>
  );
}
