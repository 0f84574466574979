import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import BarChartIcon from '@mui/icons-material/BarChart';
import DescriptionIcon from '@mui/icons-material/Description';
import LayersIcon from '@mui/icons-material/Layers';
import SettingsIcon from '@mui/icons-material/Settings';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import AppFrame, { useDemoRouter } from './app-frame';

// Headers and dividers group the items; `children` nest pages under a parent segment.
const navigation = [
  { kind: 'header', title: 'Analytics' },
  {
    segment: 'reports',
    title: 'Reports',
    icon: <BarChartIcon />,
    children: [
      { segment: 'sales', title: 'Sales', icon: <DescriptionIcon /> },
      { segment: 'traffic', title: 'Traffic', icon: <DescriptionIcon /> },
    ],
  },
  { segment: 'integrations', title: 'Integrations', icon: <LayersIcon /> },
  { kind: 'divider' },
  { kind: 'header', title: 'Workspace' },
  { segment: 'settings', title: 'Settings', icon: <SettingsIcon /> },
];

export default function NestedNavigation() {
  const router = useDemoRouter('/reports/sales');
  return (
    <AppFrame title="Dashboard with nested navigation">
      {({ window, theme }) => (
        <AppProvider
          navigation={navigation}
          router={router}
          theme={theme}
          window={window}
        >
          <DashboardLayout>
            <Box sx={{ p: 3 }}>
              <Typography variant="h5" component="h1">
                {router.pathname}
              </Typography>
              <Typography color="text.secondary">
                Open Reports to see its two sub-pages; the parent stays expanded
                while one is active.
              </Typography>
            </Box>
          </DashboardLayout>
        </AppProvider>
      )}
    </AppFrame>
  );
}
