import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const commands = [
  'Open file',
  'Open recent',
  'Save file as',
  'Toggle word wrap',
  'Format document',
  'Go to line',
  'Find in files',
];

/**
 * Every typed word must start a word of the option, in any order: "fi in" finds "Find in files".
 * Options whose first word matches the first typed word are listed first.
 */
function filterByWords(options, { inputValue }) {
  const words = inputValue.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options
    .filter((option) => {
      const optionWords = option.toLowerCase().split(/\s+/);
      return words.every((word) =>
        optionWords.some((candidate) => candidate.startsWith(word)),
      );
    })
    .sort(
      (a, b) =>
        Number(!a.toLowerCase().startsWith(words[0])) -
        Number(!b.toLowerCase().startsWith(words[0])),
    );
}

export default function WordFilter() {
  return (
    <Autocomplete
      id="word-filter-commands"
      options={commands}
      filterOptions={filterByWords}
      sx={{ width: 320 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Command"
          helperText='Try "fi", "file" or "go li"'
        />
      )}
    />
  );
}
