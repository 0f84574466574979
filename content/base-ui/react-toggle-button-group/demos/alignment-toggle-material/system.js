import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AlignIcon, alignments } from './alignments';

export default function AlignmentToggleMaterialSystem() {
  const [alignment, setAlignment] = React.useState('left');
  return (
    <div>
      <ToggleButtonGroup
        value={alignment}
        exclusive
        size="small"
        aria-label="Text alignment"
        onChange={(_event, next) => {
          if (next) setAlignment(next);
        }}
      >
        {alignments.map((item) => (
          <ToggleButton
            key={item.value}
            value={item.value}
            aria-label={item.label}
            sx={{
              px: 1.5,
              '&.Mui-selected': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              },
              '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <AlignIcon path={item.path} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* An inline style: the alignment is data, not styling, and stays physical in right-to-left. */}
      <Typography sx={{ mt: 2, maxWidth: 360 }} style={{ textAlign: alignment }}>
        The paragraph follows the pressed button; the group never lets every button
        go up.
      </Typography>
    </div>
  );
}
