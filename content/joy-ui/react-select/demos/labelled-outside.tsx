import * as React from 'react';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function LabelledOutside() {
  const labelId = React.useId();
  const buttonId = React.useId();

  return (
    // Without a FormControl, link a heading to the select's button yourself:
    // the button is what receives focus, so it carries aria-labelledby.
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', width: 300 }}>
      <Typography id={labelId} component="label" htmlFor={buttonId} level="title-sm" sx={{ display: 'block', mb: 1 }}>
        Default branch
      </Typography>
      <Select defaultValue="main" slotProps={{ button: { id: buttonId, 'aria-labelledby': `${labelId} ${buttonId}` } }}>
        <Option value="main">main</Option>
        <Option value="develop">develop</Option>
        <Option value="release">release</Option>
      </Select>
    </Sheet>
  );
}
