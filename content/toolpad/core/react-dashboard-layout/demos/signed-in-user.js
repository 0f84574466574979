import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { AppProvider } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import AppFrame, { useDemoRouter } from './app-frame';

const navigation = [
  { segment: 'overview', title: 'Overview', icon: <DashboardIcon /> },
];

// Demo only: a pretend sign-in that never leaves the browser. A real app calls its auth library.
const demoUser = {
  user: { id: 'u-17', name: 'Ada Moreau', email: 'ada.moreau@example.com' },
};

export default function SignedInUser() {
  const router = useDemoRouter('/overview');
  const [session, setSession] = React.useState(demoUser);

  // Once `session` and `authentication` are set, the app bar shows the account avatar and menu.
  const authentication = React.useMemo(
    () => ({
      signIn: () => setSession(demoUser),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <AppFrame title="Dashboard with a signed-in user">
      {({ window, theme }) => (
        <AppProvider
          navigation={navigation}
          router={router}
          session={session}
          authentication={authentication}
          theme={theme}
          window={window}
        >
          <DashboardLayout>
            <Box sx={{ p: 3 }}>
              <Typography variant="h5" component="h1">
                {session?.user
                  ? `Welcome back, ${session.user.name}`
                  : 'You are signed out'}
              </Typography>
              <Typography color="text.secondary">
                Sign-in is simulated in the browser for this demo.
              </Typography>
            </Box>
          </DashboardLayout>
        </AppProvider>
      )}
    </AppFrame>
  );
}
