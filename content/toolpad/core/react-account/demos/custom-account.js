import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AppProvider } from '@toolpad/core/AppProvider';
import { Account } from '@toolpad/core/Account';
import AppFrame from './app-frame';

// A picture as a data URL (an inline SVG), so the demo loads nothing from the network.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#ffb74d"/><circle cx="20" cy="16" r="7" fill="#5d4037"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#5d4037"/></svg>',
)}`;

const demoSession = {
  user: {
    id: '7',
    name: 'Tomás Ibarra',
    email: 'tomas@example.com',
    image: picture,
  },
};

export default function CustomAccount() {
  const [session, setSession] = React.useState(demoSession);
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
      <AppFrame title="Account with custom labels and a larger avatar" height={320}>
        {({ window, theme }) => (
          <AppProvider
            session={session}
            authentication={authentication}
            theme={theme}
            window={window}
          >
            <Stack direction="row" justifyContent="flex-end" sx={{ p: 2 }}>
              <Account
                signInLabel="Log in"
                signOutLabel="Log out"
                slotProps={{
                  avatar: { sx: { width: 44, height: 44 } },
                  signInButton: { variant: 'contained' },
                  signOutButton: { color: 'error', variant: 'outlined' },
                }}
              />
            </Stack>
          </AppProvider>
        )}
      </AppFrame>
    </div>
  );
}
