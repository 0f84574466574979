import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage } from '@toolpad/core/SignInPage';
import AppFrame from './app-frame';
import { DEMO_EMAIL, DEMO_PASSWORD, MockNotice, mockSignIn } from './mock-auth';

// OAuth buttons first, then a divider and the credentials form.
const providers = [
  { id: 'gitlab', name: 'GitLab' },
  { id: 'credentials', name: 'Email and password' },
];

export default function ProvidersAndCredentials() {
  const [signedIn, setSignedIn] = React.useState(null);
  const signIn = async (provider, formData) => {
    const result = await mockSignIn(provider, formData);
    if (result.user) setSignedIn({ user: result.user, via: provider.name });
    return result;
  };
  return (
    <div>
      <MockNotice>
        The form accepts {DEMO_EMAIL} / {DEMO_PASSWORD}.
      </MockNotice>
      <AppFrame title="Sign-in page with GitLab and a credentials form" height={600}>
        {({ window, theme }) => (
          <AppProvider theme={theme} window={window}>
            {signedIn ? (
              <Box sx={{ p: 4, textAlign: 'center' }}>
                <Typography gutterBottom>
                  Signed in as {signedIn.user} with {signedIn.via}.
                </Typography>
                <Button onClick={() => setSignedIn(null)}>Sign out</Button>
              </Box>
            ) : (
              <SignInPage providers={providers} signIn={signIn} />
            )}
          </AppProvider>
        )}
      </AppFrame>
    </div>
  );
}
