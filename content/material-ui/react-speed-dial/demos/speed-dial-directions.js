import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Switch from '@mui/material/Switch';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import MicIcon from '@mui/icons-material/Mic';
import AttachFileIcon from '@mui/icons-material/AttachFile';

const directions = ['up', 'right', 'down', 'left'];

export default function SpeedDialDirections() {
  const [direction, setDirection] = React.useState('up');
  const [hidden, setHidden] = React.useState(false);

  return (
    <div>
      <RadioGroup
        row
        aria-label="Direction"
        value={direction}
        onChange={(event) => setDirection(event.target.value)}
      >
        {directions.map((d) => (
          <FormControlLabel key={d} value={d} control={<Radio />} label={d} />
        ))}
      </RadioGroup>
      <FormControlLabel
        control={
          <Switch
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
          />
        }
        label="Hidden"
      />
      <Box sx={{ position: 'relative', height: 280 }}>
        <SpeedDial
          ariaLabel="Attach to message"
          hidden={hidden}
          direction={direction}
          icon={<SpeedDialIcon />}
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
          }}
        >
          <SpeedDialAction icon={<PhotoCameraIcon />} tooltipTitle="Photo" />
          <SpeedDialAction icon={<MicIcon />} tooltipTitle="Voice note" />
          <SpeedDialAction icon={<AttachFileIcon />} tooltipTitle="File" />
        </SpeedDial>
      </Box>
    </div>
  );
}
