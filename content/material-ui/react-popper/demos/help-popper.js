import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import CloseIcon from '@mui/icons-material/Close';

export default function HelpPopper() {
  const [anchor, setAnchor] = React.useState(null);
  const open = Boolean(anchor);

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      onKeyDown={(event) => event.key === 'Escape' && setAnchor(null)}
    >
      <TextField size="small" label="Cron expression" defaultValue="0 9 * * 1-5" />
      <IconButton
        aria-label="Cron syntax help"
        aria-expanded={open}
        aria-controls={open ? 'cron-help' : undefined}
        onClick={(event) => setAnchor(open ? null : event.currentTarget)}
      >
        <HelpOutlineIcon />
      </IconButton>
      <Popper
        id="cron-help"
        open={open}
        anchorEl={anchor}
        placement="right-start"
        disablePortal
        sx={{ zIndex: 1 }}
      >
        <Paper elevation={4} sx={{ p: 2, maxWidth: 260, position: 'relative' }}>
          <IconButton
            size="small"
            aria-label="Close help"
            onClick={() => setAnchor(null)}
            sx={{ position: 'absolute', top: 4, right: 4 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
          <Typography variant="subtitle2" component="p">
            Five fields
          </Typography>
          <Typography variant="body2">
            minute, hour, day of month, month, weekday. 0 9 * * 1-5 means 9:00 on
            weekdays.
          </Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
