import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

const screens = [
  {
    label: 'Notes',
    body: 'Your notes appear here.',
    action: 'New note',
    icon: <AddIcon />,
    color: 'primary',
  },
  {
    label: 'Profile',
    body: 'Name, photo and bio.',
    action: 'Edit profile',
    icon: <EditIcon />,
    color: 'secondary',
  },
  {
    label: 'Team',
    body: 'People you work with.',
    action: 'Invite someone',
    icon: <PersonAddIcon />,
    color: 'success',
  },
];

export default function FabTabAnimation() {
  const theme = useTheme();
  const [tab, setTab] = React.useState(0);
  const duration = {
    enter: theme.transitions.duration.enteringScreen,
    exit: theme.transitions.duration.leavingScreen,
  };

  return (
    <Box
      sx={{
        position: 'relative',
        maxWidth: 420,
        minHeight: 220,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Tabs
        value={tab}
        onChange={(_event, next) => setTab(next)}
        variant="fullWidth"
        aria-label="App sections"
      >
        {screens.map((screen, index) => (
          <Tab
            key={screen.label}
            label={screen.label}
            id={`fab-tab-${index}`}
            aria-controls={`fab-tabpanel-${index}`}
          />
        ))}
      </Tabs>
      {screens.map((screen, index) => (
        <Box
          key={screen.label}
          role="tabpanel"
          hidden={tab !== index}
          id={`fab-tabpanel-${index}`}
          aria-labelledby={`fab-tab-${index}`}
          sx={{ p: 2 }}
        >
          <Typography variant="body2">{screen.body}</Typography>
        </Box>
      ))}
      {screens.map((screen, index) => (
        // Each section has its own action. The old FAB zooms out before the new one zooms in
        // (the enter is delayed by the exit's duration), so they never overlap.
        <Zoom
          key={screen.label}
          in={tab === index}
          timeout={duration}
          style={{ transitionDelay: `${tab === index ? duration.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab
            color={screen.color}
            aria-label={screen.action}
            sx={{ position: 'absolute', bottom: 16, right: 16 }}
          >
            {screen.icon}
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
