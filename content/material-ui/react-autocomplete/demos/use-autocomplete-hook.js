import useAutocomplete from '@mui/material/useAutocomplete';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

const Input = styled('input')(({ theme }) => ({
  width: 240,
  padding: theme.spacing(1),
  font: 'inherit',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

const Listbox = styled('ul')(({ theme }) => ({
  width: 240,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  position: 'absolute',
  zIndex: 1,
  maxHeight: 200,
  overflow: 'auto',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& li': { padding: theme.spacing(0.75, 1) },
  '& li.Mui-focused': {
    backgroundColor: theme.palette.action.hover,
    cursor: 'pointer',
  },
  '& li[aria-selected="true"]': { fontWeight: 600 },
}));

const languages = [
  'C',
  'Go',
  'Haskell',
  'Java',
  'JavaScript',
  'Kotlin',
  'Python',
  'Rust',
  'TypeScript',
];

export default function UseAutocompleteHook() {
  // The hook gives the behaviour (filtering, keyboard, ARIA) and leaves every element to you.
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
  } = useAutocomplete({ id: 'use-autocomplete-languages', options: languages });

  return (
    <Box sx={{ position: 'relative' }}>
      <div {...getRootProps()}>
        <Box
          component="label"
          {...getInputLabelProps()}
          sx={{ display: 'block', mb: 0.5 }}
        >
          Favourite language
        </Box>
        <Input {...getInputProps()} />
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
