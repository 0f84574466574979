import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import NearMe from '@mui/icons-material/NearMeOutlined';
import CropSquare from '@mui/icons-material/CropSquare';
import Create from '@mui/icons-material/Create';
import TextFields from '@mui/icons-material/TextFields';

export default function DarkToolPicker() {
  const [tool, setTool] = React.useState('move');

  return (
    // A design tool's picker on a dark solid bar: invertedColors recolors the plain
    // toggles and their pressed state to read on it.
    <Sheet invertedColors variant="solid" color="neutral" sx={{ p: 0.75, borderRadius: 'md', width: 'fit-content' }}>
      <ToggleButtonGroup
        variant="plain"
        spacing={0.5}
        aria-label="Drawing tool"
        value={tool}
        onChange={(_event, next) => next && setTool(next)}
        sx={{ '--ButtonGroup-radius': '6px' }}
      >
        <IconButton value="move" aria-label="Move">
          <NearMe />
        </IconButton>
        <IconButton value="frame" aria-label="Frame">
          <CropSquare />
        </IconButton>
        <IconButton value="pen" aria-label="Pen">
          <Create />
        </IconButton>
        <IconButton value="text" aria-label="Text">
          <TextFields />
        </IconButton>
      </ToggleButtonGroup>
    </Sheet>
  );
}
