import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import HomeIcon from '@mui/icons-material/Home';
import EventIcon from '@mui/icons-material/Event';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import AppFrame, { useDemoRouter } from './app-frame';

const navigation = [
  { segment: 'home', title: 'Home', icon: <HomeIcon /> },
  { segment: 'events', title: 'Events', icon: <EventIcon /> },
];

export default function NarrowScreen() {
  const router = useDemoRouter('/home');
  return (
    // A phone-sized frame: below the `md` breakpoint the navigation moves into a drawer.
    <Box
      sx={{
        maxWidth: 375,
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppFrame title="Dashboard on a phone-sized screen" height={480}>
        {({ window, theme }) => (
          <AppProvider
            navigation={navigation}
            router={router}
            theme={theme}
            window={window}
          >
            <DashboardLayout>
              <Box sx={{ p: 2 }}>
                <Typography variant="h6" component="h1">
                  {router.pathname === '/home' ? 'Home' : 'Events'}
                </Typography>
                <Typography color="text.secondary">
                  Use the menu button in the app bar to open the navigation.
                </Typography>
              </Box>
            </DashboardLayout>
          </AppProvider>
        )}
      </AppFrame>
    </Box>
  );
}
