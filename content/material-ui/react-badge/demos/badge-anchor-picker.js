import * as React from 'react';
import MailIcon from '@mui/icons-material/Mail';
import Badge from '@mui/material/Badge';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

export default function BadgeAlignment() {
  const [vertical, setVertical] = React.useState('top');
  const [horizontal, setHorizontal] = React.useState('right');

  return (
    <Stack
      direction="row"
      spacing={4}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <FormControl>
        <FormLabel id="badge-alignment-vertical">Vertical</FormLabel>
        <RadioGroup
          row
          aria-labelledby="badge-alignment-vertical"
          value={vertical}
          onChange={(event) => setVertical(event.target.value)}
        >
          <FormControlLabel value="top" control={<Radio />} label="Top" />
          <FormControlLabel value="bottom" control={<Radio />} label="Bottom" />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="badge-alignment-horizontal">Horizontal</FormLabel>
        <RadioGroup
          row
          aria-labelledby="badge-alignment-horizontal"
          value={horizontal}
          onChange={(event) => setHorizontal(event.target.value)}
        >
          <FormControlLabel value="left" control={<Radio />} label="Left" />
          <FormControlLabel value="right" control={<Radio />} label="Right" />
        </RadioGroup>
      </FormControl>
      {/* left and right follow the text direction: in RTL, "right" is the start side. */}
      <Badge
        badgeContent={5}
        color="primary"
        anchorOrigin={{ vertical, horizontal }}
      >
        <MailIcon titleAccess="5 new messages" />
      </Badge>
    </Stack>
  );
}
