import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select, { selectClasses } from '@mui/joy/Select';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function RotatingIndicator() {
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Sort by</FormLabel>
      {/* indicator replaces the arrow; the expanded class rotates it while the list is open. */}
      <Select
        defaultValue="newest"
        indicator={<KeyboardArrowDown />}
        sx={{
          [`& .${selectClasses.indicator}`]: {
            transition: '0.2s',
            [`&.${selectClasses.expanded}`]: { transform: 'rotate(-180deg)' },
          },
        }}
      >
        <Option value="newest">Newest first</Option>
        <Option value="oldest">Oldest first</Option>
        <Option value="popular">Most popular</Option>
      </Select>
    </FormControl>
  );
}
