import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const stations = [
  'King’s Cross',
  'Kingston',
  'Paddington',
  'Victoria',
  'Waterloo',
  'London Bridge',
  'Euston',
  'Marylebone',
];

/** Splits `text` into parts, marking the ones that match `query` (case-insensitive). */
function splitMatches(text, query) {
  if (!query) return [{ text, match: false }];
  const escaped = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text
    .split(new RegExp(`(${escaped})`, 'gi'))
    .filter(Boolean)
    .map((part) => ({
      text: part,
      match: part.toLowerCase() === query.toLowerCase(),
    }));
}

export default function HighlightedMatches() {
  return (
    <Autocomplete
      id="highlighted-stations"
      options={stations}
      sx={{ width: 300 }}
      renderInput={(params) => <TextField {...params} label="Station" />}
      renderOption={(props, option, { inputValue }) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <span>
              {splitMatches(option, inputValue).map((part, index) =>
                part.match ? (
                  <strong key={index}>{part.text}</strong>
                ) : (
                  <span key={index}>{part.text}</span>
                ),
              )}
            </span>
          </li>
        );
      }}
    />
  );
}
