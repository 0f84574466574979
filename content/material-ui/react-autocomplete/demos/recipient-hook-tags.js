import CloseIcon from '@mui/icons-material/Close';
import useAutocomplete from '@mui/material/useAutocomplete';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

const people = [
  'ana@example.com',
  'bo@example.com',
  'chidi@example.com',
  'dana@example.com',
  'eli@example.com',
];

const Field = styled('div')(({ theme }) => ({
  width: 340,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  padding: 4,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  '&.focused': {
    borderColor: theme.palette.primary.main,
    boxShadow: `0 0 0 2px ${theme.palette.action.focus}`,
  },
  '& input': {
    flex: 1,
    minWidth: 80,
    border: 0,
    outline: 0,
    padding: 4,
    font: 'inherit',
    color: theme.palette.text.primary,
    backgroundColor: 'transparent',
  },
}));

const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: '2px 4px 2px 8px',
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.selected,
  fontSize: '0.875rem',
  '& button': {
    display: 'inline-flex',
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
  },
}));

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  zIndex: 1,
  width: 340,
  margin: '2px 0 0',
  padding: 0,
  listStyle: 'none',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& li': { padding: theme.spacing(0.75, 1) },
  '& li.Mui-focused': { backgroundColor: theme.palette.action.hover },
}));

export default function RecipientHookTags() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    value,
    focused,
    setAnchorEl,
  } = useAutocomplete({
    id: 'recipient-hook-tags-input',
    multiple: true,
    options: people,
    defaultValue: ['ana@example.com'],
    filterSelectedOptions: true,
  });

  return (
    <Box sx={{ position: 'relative' }}>
      <div {...getRootProps()}>
        <Box
          component="label"
          {...getInputLabelProps()}
          sx={{ display: 'block', mb: 0.5 }}
        >
          To
        </Box>
        <Field ref={setAnchorEl} className={focused ? 'focused' : undefined}>
          {value.map((person, index) => {
            const { key, onDelete, ...tagProps } = getTagProps({ index });
            return (
              <Tag key={key} {...tagProps}>
                {person}
                <button
                  type="button"
                  onClick={onDelete}
                  aria-label={`Remove ${person}`}
                  tabIndex={-1}
                >
                  <CloseIcon fontSize="small" />
                </button>
              </Tag>
            );
          })}
          <input {...getInputProps()} />
        </Field>
      </div>
      {groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {groupedOptions.map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </Listbox>
      ) : null}
    </Box>
  );
}
