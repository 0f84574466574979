import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/Share';
import LinkIcon from '@mui/icons-material/Link';
import EmailIcon from '@mui/icons-material/Email';
import QrCodeIcon from '@mui/icons-material/QrCode';

const actions = [
  { name: 'Copy link', icon: <LinkIcon /> },
  { name: 'Send by email', icon: <EmailIcon /> },
  { name: 'Show QR code', icon: <QrCodeIcon /> },
];

export default function ShareSpeedDial() {
  const [last, setLast] = React.useState('');
  return (
    <Box sx={{ position: 'relative', height: 260 }}>
      <Typography variant="body2" role="status">
        {last ? `Chose: ${last}` : 'Hover or focus the share button.'}
      </Typography>
      {/* Uncontrolled: the dial opens on hover, focus or click and closes on its own. */}
      <SpeedDial
        ariaLabel="Share this recipe"
        icon={<SpeedDialIcon icon={<ShareIcon />} />}
        FabProps={{ color: 'secondary' }}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            onClick={() => setLast(action.name)}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
