import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import { defaultLabels, labels } from './labels';

// Colours are the theme's CSS variables, so the field and its list follow light and dark mode.
const Field = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  maxWidth: 420,
  padding: 6,
  borderRadius: 8,
  border: '1px solid var(--mui-palette-text-secondary)',
  backgroundColor: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  '&:focus-within': {
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
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
  backgroundColor: 'var(--mui-palette-action-selected)',
  '& button': {
    border: 0,
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
    font: 'inherit',
  },
});

// The list's rules go through a class so the page's own list styles cannot win over them.
const Wrapper = styled('div')({
  position: 'relative',
  minHeight: 280,
  '& label': { display: 'block', marginBottom: 6 },
  '& .listbox': {
    position: 'absolute',
    zIndex: 1,
    width: 240,
    margin: '4px 0',
    padding: 4,
    listStyle: 'none',
    borderRadius: 8,
    border: '1px solid var(--mui-palette-divider)',
    backgroundColor: 'var(--mui-palette-background-paper)',
    color: 'var(--mui-palette-text-primary)',
  },
  '& .listbox li': { padding: '4px 8px', borderRadius: 4, cursor: 'pointer' },
  // useAutocomplete marks the highlighted option with this class.
  '& .listbox .Mui-focused': {
    backgroundColor: 'var(--mui-palette-action-selected)',
  },
});

export default function LabelTagsSystem() {
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
    id: 'label-tags-input',
    multiple: true,
    options: labels,
    defaultValue: defaultLabels,
    filterSelectedOptions: true,
  });
  return (
    <Wrapper>
      <label {...getInputLabelProps()}>Labels</label>
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
        <ul {...getListboxProps()} className="listbox">
          {groupedOptions.map((label, index) => {
            const { key, ...optionProps } = getOptionProps({ option: label, index });
            return (
              <li key={key} {...optionProps}>
                {label}
              </li>
            );
          })}
        </ul>
      )}
    </Wrapper>
  );
}
