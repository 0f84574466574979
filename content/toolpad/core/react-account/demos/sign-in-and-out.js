import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AppProvider } from '@toolpad/core/AppProvider';
import { Account } from '@toolpad/core/Account';
import AppFrame from './app-frame';

const demoSession = {
  user: { id: '42', name: 'Priya Natarajan', email: 'priya@example.com' },
};

export default function SignInAndOut() {
  const [session, setSession] = React.useState(null);
  // Demo only: "signing in" sets React state; a real app calls its auth library here.
  const authentication = React.useMemo(
    () => ({
      signIn: () => setSession(demoSession),
      signOut: () => setSession(null),
    }),
    [],
  );
  return (
    <div>
      <Alert severity="info" sx={{ mb: 1 }}>
        Demo only: sign-in and sign-out are simulated in your browser.
      </Alert>
      <AppFrame title="Account button before and after sign-in" height={300}>
        {({ window, theme }) => (
          <AppProvider
            session={session}
            authentication={authentication}
            theme={theme}
            window={window}
          >
            <Stack direction="row" justifyContent="flex-end" sx={{ p: 2 }}>
              <Account />
            </Stack>
          </AppProvider>
        )}
      </AppFrame>
    </div>
  );
}
