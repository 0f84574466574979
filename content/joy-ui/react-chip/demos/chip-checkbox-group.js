import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Check from '@mui/icons-material/Check';

const amenities = ['Wi-Fi', 'Parking', 'Pool', 'Pet friendly', 'Breakfast'];

export default function ChipCheckboxGroup() {
  const [selected, setSelected] = React.useState(['Wi-Fi']);

  return (
    <div role="group" aria-labelledby="chip-checkbox-group-label">
      <Typography id="chip-checkbox-group-label" level="title-sm" sx={{ mb: 1 }}>
        Amenities
      </Typography>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {amenities.map((name) => {
          const checked = selected.includes(name);
          return (
            <Chip
              key={name}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? 'primary' : 'neutral'}
              startDecorator={
                checked && <Check sx={{ zIndex: 1, pointerEvents: 'none' }} />
              }
            >
              {/* An overlay checkbox makes the whole chip the native control. */}
              <Checkbox
                variant="outlined"
                color={checked ? 'primary' : 'neutral'}
                disableIcon
                overlay
                label={name}
                checked={checked}
                onChange={(event) =>
                  setSelected((list) =>
                    event.target.checked
                      ? [...list, name]
                      : list.filter((n) => n !== name),
                  )
                }
              />
            </Chip>
          );
        })}
      </div>
    </div>
  );
}
