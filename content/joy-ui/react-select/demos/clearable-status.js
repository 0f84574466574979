import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

import CloseRounded from '@mui/icons-material/CloseRounded';
import FilterAlt from '@mui/icons-material/FilterAltOutlined';

export default function ClearableStatus() {
  const [value, setValue] = React.useState('open');
  const action = React.useRef(null);

  return (
    <Select
      action={action}
      value={value}
      placeholder="Any status"
      onChange={(_e, next) => setValue(next)}
      startDecorator={<FilterAlt />}
      slotProps={{ button: { 'aria-label': 'Status filter' } }}
      {...(value && {
        // The clear button replaces the indicator; onMouseDown stops the listbox from opening.
        endDecorator: (
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label="Clear status filter"
            onMouseDown={(event) => event.stopPropagation()}
            onClick={() => {
              setValue(null);
              action.current?.focusVisible();
            }}
          >
            <CloseRounded />
          </IconButton>
        ),
        indicator: null,
      })}
      sx={{ width: 220 }}
    >
      <Option value="open">Open</Option>
      <Option value="in-review">In review</Option>
      <Option value="closed">Closed</Option>
    </Select>
  );
}
