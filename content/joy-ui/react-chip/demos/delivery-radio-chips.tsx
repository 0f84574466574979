import * as React from 'react';
import Chip from '@mui/joy/Chip';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import CheckIcon from '@mui/icons-material/Check';

const options = ['Standard', 'Express', 'Next day', 'Pick-up'];

export default function DeliveryRadioChips() {
  const [selected, setSelected] = React.useState('Express');
  return (
    <Stack spacing={1}>
      <FormLabel id="delivery-radio-chips-label">Delivery</FormLabel>
      <RadioGroup
        aria-labelledby="delivery-radio-chips-label"
        orientation="horizontal"
        value={selected}
        onChange={(event) => setSelected(event.target.value)}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {options.map((option) => {
          const checked = selected === option;
          return (
            <Chip
              key={option}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={checked && <CheckIcon sx={{ zIndex: 1, pointerEvents: 'none' }} />}
            >
              {/* overlay stretches the radio over the whole chip; disableIcon hides its circle. */}
              <Radio
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={option}
                value={option}
              />
            </Chip>
          );
        })}
      </RadioGroup>
    </Stack>
  );
}
