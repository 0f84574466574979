import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage } from '@toolpad/core/SignInPage';
import AppFrame from './app-frame';
import { DEMO_EMAIL, DEMO_PASSWORD, MockNotice, mockSignIn } from './mock-auth';

// The `credentials` id turns on the email and password form.
const providers = [{ id: 'credentials', name: 'Email and password' }];

export default function Credentials() {
  const [user, setUser] = React.useState(null);
  const signIn = async (provider, formData) => {
    // Return `{ error }` and the page shows it above the form.
    const result = await mockSignIn(provider, formData);
    if (result.user) setUser(result.user);
    return result;
  };
  return (
    <div>
      <MockNotice>
        Use {DEMO_EMAIL} / {DEMO_PASSWORD}, or anything else to see the error.
      </MockNotice>
      <AppFrame title="Sign-in page with an email and password form" height={520}>
        {({ window, theme }) => (
          <AppProvider theme={theme} window={window}>
            {user ? (
              <Box sx={{ p: 4, textAlign: 'center' }}>
                <Typography gutterBottom>Signed in as {user}.</Typography>
                <Button onClick={() => setUser(null)}>Sign out</Button>
              </Box>
            ) : (
              <SignInPage
                providers={providers}
                signIn={signIn}
                // A single credentials provider focuses the email field on load; not inside a docs page.
                slotProps={{ emailField: { autoFocus: false } }}
              />
            )}
          </AppProvider>
        )}
      </AppFrame>
    </div>
  );
}
