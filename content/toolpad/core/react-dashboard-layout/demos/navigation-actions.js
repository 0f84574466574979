import * as React from 'react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import InboxIcon from '@mui/icons-material/Inbox';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import AppFrame, { useDemoRouter } from './app-frame';

export default function NavigationActions() {
  const router = useDemoRouter('/inbox');
  const [unread, setUnread] = React.useState(4);

  // `action` renders at the end of an item: counters, status chips, menus.
  const navigation = [
    {
      segment: 'inbox',
      title: 'Inbox',
      icon: <InboxIcon />,
      action:
        unread > 0 ? (
          <Chip label={unread} color="primary" size="small" />
        ) : undefined,
    },
    {
      segment: 'tasks',
      title: 'Tasks',
      icon: <AssignmentIcon />,
      action: <Chip label="New" size="small" variant="outlined" />,
    },
  ];

  return (
    <AppFrame title="Dashboard with counters in the navigation">
      {({ window, theme }) => (
        <AppProvider
          navigation={navigation}
          router={router}
          theme={theme}
          window={window}
        >
          <DashboardLayout>
            <Box sx={{ p: 3 }}>
              <Typography variant="h5" component="h1" gutterBottom>
                {router.pathname === '/inbox' ? 'Inbox' : 'Tasks'}
              </Typography>
              <Button
                variant="outlined"
                disabled={unread === 0}
                onClick={() => setUnread((count) => count - 1)}
              >
                Read one message
              </Button>
            </Box>
          </DashboardLayout>
        </AppProvider>
      )}
    </AppFrame>
  );
}
