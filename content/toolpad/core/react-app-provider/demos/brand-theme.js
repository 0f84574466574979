import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';
import SpaIcon from '@mui/icons-material/Spa';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import AppFrame, { useDemoRouter } from './app-frame';

const navigation = [{ segment: 'bookings', title: 'Bookings', icon: <SpaIcon /> }];

export default function BrandTheme() {
  const router = useDemoRouter('/bookings');
  return (
    <AppFrame title="Dashboard with a brand theme">
      {({ window, theme }) => {
        // Start from the frame's theme (it follows the page's mode) and add the brand.
        const brand = createTheme(theme, {
          palette: {
            primary: { main: theme.palette.mode === 'dark' ? '#80cbc4' : '#00695c' },
          },
          shape: { borderRadius: 12 },
          typography: { button: { textTransform: 'none', fontWeight: 600 } },
        });
        return (
          <AppProvider
            branding={{ title: 'Lakeside Spa' }}
            navigation={navigation}
            router={router}
            theme={brand}
            window={window}
          >
            <DashboardLayout>
              <Box sx={{ p: 3 }}>
                <Typography variant="h5" component="h1" gutterBottom>
                  Bookings
                </Typography>
                <Button variant="contained">New booking</Button>
              </Box>
            </DashboardLayout>
          </AppProvider>
        );
      }}
    </AppFrame>
  );
}
