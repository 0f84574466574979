import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListDivider from '@mui/joy/ListDivider';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const fonts = [
  'Arial',
  'Georgia',
  'Helvetica',
  'Times New Roman',
  'Trebuchet MS',
  'Verdana',
  'Courier New',
  'Garamond',
  'Palatino',
  'Tahoma',
];

export default function ListboxPlacement() {
  return (
    <FormControl sx={{ width: 160 }}>
      <FormLabel>Font</FormLabel>
      {/* slotProps.listbox: a listbox wider than the button, aligned to its start, with a max height. */}
      <Select
        defaultValue="Georgia"
        slotProps={{
          listbox: {
            placement: 'bottom-start',
            sx: { minWidth: 240, maxHeight: 260, overflow: 'auto' },
          },
        }}
      >
        {fonts.map((font, index) => (
          <React.Fragment key={font}>
            {index === 6 && <ListDivider role="none" />}
            <Option value={font} label={font} sx={{ fontFamily: font }}>
              {font}
            </Option>
          </React.Fragment>
        ))}
      </Select>
    </FormControl>
  );
}
