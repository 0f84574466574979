import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage } from '@toolpad/core/SignInPage';
import AppFrame from './app-frame';
import { MockNotice, mockSignIn } from './mock-auth';

const providers = [{ id: 'google', name: 'Google' }];

const logo = (
  <svg
    width="48"
    height="48"
    viewBox="0 0 48 48"
    role="img"
    aria-label="Orbit Labs logo"
  >
    <circle cx="24" cy="24" r="22" fill="#0d47a1" />
    <circle cx="24" cy="24" r="9" fill="none" stroke="#fff" strokeWidth="4" />
  </svg>
);

export default function Branded() {
  const [user, setUser] = React.useState(null);
  return (
    <div>
      <MockNotice />
      <AppFrame title="Sign-in page with the app's logo and name" height={400}>
        {({ window, theme }) => (
          // The page reads `branding` from AppProvider: the logo replaces the lock icon and the
          // heading becomes "Sign in to Orbit Labs".
          <AppProvider
            branding={{ logo, title: 'Orbit Labs' }}
            theme={theme}
            window={window}
          >
            {user ? (
              <Box sx={{ p: 4, textAlign: 'center' }}>
                <Typography>Signed in as {user}.</Typography>
              </Box>
            ) : (
              <SignInPage
                providers={providers}
                signIn={async (provider) => {
                  const result = await mockSignIn(provider);
                  if (result.user) setUser(result.user);
                  return result;
                }}
              />
            )}
          </AppProvider>
        )}
      </AppFrame>
    </div>
  );
}
