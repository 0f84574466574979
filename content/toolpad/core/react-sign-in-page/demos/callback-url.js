import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage } from '@toolpad/core/SignInPage';
import AppFrame, { useDemoRouter } from './app-frame';
import { MockNotice, mockSignIn } from './mock-auth';

const providers = [{ id: 'github', name: 'GitHub' }];

export default function CallbackUrl() {
  // The reader was sent to sign-in from /reports: the router's URL carries ?callbackUrl=.
  const router = useDemoRouter('/sign-in?callbackUrl=/reports');
  return (
    <div>
      <MockNotice />
      <AppFrame
        title="Sign-in page that returns to the page the user came from"
        height={360}
      >
        {({ window, theme }) => (
          <AppProvider router={router} theme={theme} window={window}>
            {router.pathname === '/sign-in' ? (
              <SignInPage
                providers={providers}
                // SignInPage reads callbackUrl from the router and passes it to signIn.
                signIn={async (provider, _formData, callbackUrl) => {
                  const result = await mockSignIn(provider);
                  if (result.user) router.navigate(callbackUrl ?? '/');
                  return result;
                }}
              />
            ) : (
              <Box sx={{ p: 4, textAlign: 'center' }}>
                <Typography gutterBottom>
                  You are back on {router.pathname}.
                </Typography>
                <Button
                  onClick={() => router.navigate('/sign-in?callbackUrl=/reports')}
                >
                  Sign in again
                </Button>
              </Box>
            )}
          </AppProvider>
        )}
      </AppFrame>
    </div>
  );
}
