import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AlignIcon, alignments, type Alignment } from './alignments';
import './alignment-toggle-material.css';

export default function AlignmentToggleMaterialCss() {
  const [alignment, setAlignment] = React.useState<Alignment>('left');
  return (
    <div className="alignment-toggle-material">
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
          <ToggleButton
            key={item.value}
            value={item.value}
            aria-label={item.label}
            className="alignment-toggle-material-button"
          >
            <AlignIcon path={item.path} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* An inline style: the alignment is data, not styling, and stays physical in right-to-left. */}
      <Typography className="alignment-toggle-material-text" style={{ textAlign: alignment }}>
        The paragraph follows the pressed button; the group never lets every button go up.
      </Typography>
    </div>
  );
}
