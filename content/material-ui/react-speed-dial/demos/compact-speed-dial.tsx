import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import CloseIcon from '@mui/icons-material/Close';
import TextFormatIcon from '@mui/icons-material/TextFormat';

const actions = [
  { name: 'Bold', icon: <FormatBoldIcon /> },
  { name: 'Italic', icon: <FormatItalicIcon /> },
  { name: 'Underline', icon: <FormatUnderlinedIcon /> },
];

// A small secondary dial that unfolds to the right, with a close icon while open and tooltips
// placed above the actions so they do not cover the next one.
export default function CompactSpeedDial() {
  const [style, setStyle] = React.useState('none');
  return (
    <Box sx={{ height: 120, position: 'relative' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Last format: {style}
      </Typography>
      <SpeedDial
        ariaLabel="Text formatting"
        direction="right"
        FabProps={{ size: 'small', color: 'secondary' }}
        icon={<SpeedDialIcon icon={<TextFormatIcon />} openIcon={<CloseIcon />} />}
        sx={{ position: 'absolute', left: 0, top: 40 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            tooltipPlacement="top"
            onClick={() => setStyle(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
