import * as React from 'react';
import Paper from '@mui/material/Paper';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer } from '@toolpad/core/PageContainer';
import AppFrame, { useDemoRouter } from './app-frame';

const navigation = [
  {
    segment: 'projects',
    title: 'Projects',
    icon: <FolderIcon />,
    children: [
      { segment: 'apollo', title: 'Apollo' },
      { segment: 'gemini', title: 'Gemini' },
    ],
  },
];

const stats = [
  { label: 'Open issues', value: 12 },
  { label: 'Merged this week', value: 31 },
  { label: 'Contributors', value: 7 },
];

export default function InsideDashboard() {
  const router = useDemoRouter('/projects/apollo');
  return (
    <AppFrame title="Page container inside a dashboard layout" height={460}>
      {({ window, theme }) => (
        <AppProvider
          branding={{ title: 'Tracker' }}
          navigation={navigation}
          router={router}
          theme={theme}
          window={window}
        >
          <DashboardLayout>
            {/* Container props apply: maxWidth={false} lets the page use the full width. */}
            <PageContainer maxWidth={false}>
              <Grid container spacing={2}>
                {stats.map((stat) => (
                  <Grid key={stat.label} size={{ xs: 12, sm: 4 }}>
                    <Paper variant="outlined" sx={{ p: 2 }}>
                      <Typography color="text.secondary">{stat.label}</Typography>
                      <Typography variant="h5" component="p">
                        {stat.value}
                      </Typography>
                    </Paper>
                  </Grid>
                ))}
              </Grid>
            </PageContainer>
          </DashboardLayout>
        </AppProvider>
      )}
    </AppFrame>
  );
}
