import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';

const commands = [
  { name: 'Create issue', shortcut: 'C' },
  { name: 'Close issue', shortcut: 'Shift+C' },
  { name: 'Copy issue link', shortcut: 'Ctrl+L' },
  { name: 'Assign to me', shortcut: 'I' },
];

function highlight(text, query) {
  const at = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <React.Fragment>
      {text.slice(0, at)}
      <Typography
        component="mark"
        variant="soft"
        color="warning"
        sx={{ fontWeight: 'lg', p: 0 }}
      >
        {text.slice(at, at + query.length)}
      </Typography>
      {text.slice(at + query.length)}
    </React.Fragment>
  );
}

export default function HighlightedMatches() {
  return (
    <FormControl sx={{ maxWidth: 340 }}>
      <FormLabel>Command</FormLabel>
      <Autocomplete
        options={commands}
        getOptionLabel={(option) => option.name}
        placeholder="Type a command"
        renderOption={(props, option, { inputValue }) => {
          // A key must be given directly, not spread with the other props.
          const { key, ...optionProps } = props;
          return (
            <AutocompleteOption key={key ?? option.name} {...optionProps}>
              <ListItemContent>{highlight(option.name, inputValue)}</ListItemContent>
              <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
                {option.shortcut}
              </Typography>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
