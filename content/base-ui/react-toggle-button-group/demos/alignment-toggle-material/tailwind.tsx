import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AlignIcon, alignments, type Alignment } from './alignments';

// The colours are Material UI's CSS theme variables, so they follow the light or dark mode.
const button =
  'px-3 [&.Mui-selected]:bg-[color:var(--mui-palette-primary-main)] [&.Mui-selected]:text-[color:var(--mui-palette-primary-contrastText)] [&.Mui-selected:hover]:bg-[color:var(--mui-palette-primary-dark)]';

export default function AlignmentToggleMaterialTailwind() {
  const [alignment, setAlignment] = React.useState<Alignment>('left');
  return (
    <div>
      <ToggleButtonGroup
        value={alignment}
        exclusive
        size="small"
        aria-label="Text alignment"
        onChange={(_event, next: Alignment | null) => {
          if (next) setAlignment(next);
        }}
      >
        {alignments.map((item) => (
          <ToggleButton key={item.value} value={item.value} aria-label={item.label} className={button}>
            <AlignIcon path={item.path} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* An inline style: the alignment is data, not styling, and stays physical in right-to-left. */}
      <Typography className="mt-4 max-w-[360px]" style={{ textAlign: alignment }}>
        The paragraph follows the pressed button; the group never lets every button go up.
      </Typography>
    </div>
  );
}
