import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SaveIcon from '@mui/icons-material/Save';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import EditIcon from '@mui/icons-material/Edit';

const actions = [
  { name: 'Copy', icon: <ContentCopyIcon /> },
  { name: 'Save', icon: <SaveIcon /> },
  { name: 'Print', icon: <PrintIcon /> },
  { name: 'Share', icon: <ShareIcon /> },
];

export default function EditorSpeedDial() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState([]);

  return (
    <Box
      sx={{
        height: 320,
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography variant="subtitle2" component="p">
        Quarterly report.docx
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {log.length === 0 ? 'No actions yet.' : `Done: ${log.join(', ')}`}
      </Typography>
      <SpeedDial
        ariaLabel="Document actions"
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            tooltipOpen
            onClick={() => {
              setLog((current) => [...current, action.name]);
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
