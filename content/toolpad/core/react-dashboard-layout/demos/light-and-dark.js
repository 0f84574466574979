import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { createTheme } from '@mui/material/styles';
import PaletteIcon from '@mui/icons-material/Palette';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import AppFrame, { useDemoRouter } from './app-frame';

const navigation = [{ segment: 'brand', title: 'Brand', icon: <PaletteIcon /> }];

export default function LightAndDark() {
  const router = useDemoRouter('/brand');
  return (
    <AppFrame title="Dashboard with a light and a dark theme">
      {({ window, theme: frameTheme }) => {
        // Two themes, `{ light, dark }`: the app bar gets a switch between them.
        // (The frame's own theme only carries its portal container here.)
        const components = frameTheme.components;
        const themes = {
          light: createTheme({
            palette: { mode: 'light', primary: { main: '#6a1b9a' } },
            components,
          }),
          dark: createTheme({
            palette: { mode: 'dark', primary: { main: '#ce93d8' } },
            components,
          }),
        };
        return (
          <AppProvider
            navigation={navigation}
            router={router}
            theme={themes}
            window={window}
          >
            <DashboardLayout>
              <Box sx={{ p: 3 }}>
                <Typography variant="h5" component="h1">
                  Brand colours
                </Typography>
                <Typography color="text.secondary">
                  Switch the mode with the button next to the avatar area in the app
                  bar.
                </Typography>
              </Box>
            </DashboardLayout>
          </AppProvider>
        );
      }}
    </AppFrame>
  );
}
