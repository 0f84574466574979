import * as React from 'react';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Share from '@mui/icons-material/Share';

const actions = [
  { label: 'New note', icon: <Add />, color: 'primary' },
  { label: 'Edit note', icon: <Edit />, color: 'secondary' },
  { label: 'Share note', icon: <Share />, color: 'success' },
];

export default function StaggeredZoomActions() {
  const [shown, setShown] = React.useState(true);
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
          />
        }
        label="Show actions"
      />
      <Stack direction="row" spacing={2} sx={{ minHeight: 56 }}>
        {actions.map((action, index) => (
          // A growing transitionDelay makes the buttons pop in one after another.
          <Zoom
            key={action.label}
            in={shown}
            appear={false}
            style={{ transitionDelay: shown ? `${index * 80}ms` : '0ms' }}
          >
            <Fab color={action.color} aria-label={action.label}>
              {action.icon}
            </Fab>
          </Zoom>
        ))}
      </Stack>
    </Stack>
  );
}
