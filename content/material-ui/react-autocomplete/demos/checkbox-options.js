import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const amenities = [
  'Wi-Fi',
  'Parking',
  'Pool',
  'Gym',
  'Breakfast',
  'Pets allowed',
  'Air conditioning',
];

export default function CheckboxOptions() {
  return (
    <Autocomplete
      id="checkbox-amenities"
      multiple
      options={amenities}
      // Keep the list open while several amenities are ticked.
      disableCloseOnSelect
      renderOption={(props, option, { selected }) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            {/* Drawn boxes: the option's aria-selected carries the state. */}
            {selected ? (
              <CheckBoxIcon fontSize="small" color="primary" sx={{ mr: 1 }} />
            ) : (
              <CheckBoxOutlineBlankIcon fontSize="small" sx={{ mr: 1 }} />
            )}
            {option}
          </li>
        );
      }}
      sx={{ width: 420 }}
      renderInput={(params) => (
        <TextField {...params} label="Amenities" placeholder="Filter" />
      )}
    />
  );
}
