import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import NearMe from '@mui/icons-material/NearMe';
import PanTool from '@mui/icons-material/PanTool';
import CropSquare from '@mui/icons-material/CropSquare';
import TextFields from '@mui/icons-material/TextFields';

export default function VerticalToolPalette() {
  const [tool, setTool] = React.useState('select');
  return (
    // A vertical group docks at the side of a canvas, like a design tool's palette.
    <ToggleButtonGroup
      orientation="vertical"
      exclusive
      value={tool}
      onChange={(_event, value) => value && setTool(value)}
      aria-label="Canvas tool"
    >
      <ToggleButton value="select" aria-label="Select">
        <NearMe />
      </ToggleButton>
      <ToggleButton value="pan" aria-label="Pan">
        <PanTool />
      </ToggleButton>
      <ToggleButton value="shape" aria-label="Rectangle">
        <CropSquare />
      </ToggleButton>
      <ToggleButton value="text" aria-label="Text">
        <TextFields />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
