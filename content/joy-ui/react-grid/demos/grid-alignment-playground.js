import * as React from 'react';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

function Choice(props) {
  const { label, options, value, onChange } = props;
  // The group is named through aria-labelledby: a label's `for` cannot point at a group.
  const labelId = React.useId();
  return (
    <div>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        orientation="horizontal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ flexWrap: 'wrap', gap: 1.5, '& > *': { m: 0 } }}
      >
        {options.map((option) => (
          <Radio key={option} value={option} label={option} size="sm" />
        ))}
      </RadioGroup>
    </div>
  );
}

const heights = [48, 80, 64];

export default function GridAlignmentPlayground() {
  const [direction, setDirection] = React.useState('row');
  const [justify, setJustify] = React.useState('center');
  const [align, setAlign] = React.useState('center');

  return (
    <Stack spacing={2}>
      <Grid
        container
        spacing={2}
        direction={direction}
        sx={{ justifyContent: justify, alignItems: align, minHeight: 160 }}
      >
        {heights.map((height, index) => (
          <Grid key={height} xs={3}>
            <Sheet
              variant="soft"
              color="primary"
              sx={{ minHeight: height, height: '100%', p: 1, borderRadius: 'sm' }}
            >
              Item {index + 1}
            </Sheet>
          </Grid>
        ))}
      </Grid>
      <Choice
        label="direction"
        options={['row', 'row-reverse']}
        value={direction}
        onChange={setDirection}
      />
      <Choice
        label="justifyContent"
        options={['flex-start', 'center', 'flex-end', 'space-between']}
        value={justify}
        onChange={setJustify}
      />
      <Choice
        label="alignItems"
        options={['flex-start', 'center', 'flex-end', 'stretch']}
        value={align}
        onChange={setAlign}
      />
    </Stack>
  );
}
