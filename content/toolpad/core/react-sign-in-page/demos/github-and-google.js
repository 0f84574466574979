import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage } from '@toolpad/core/SignInPage';
import AppFrame from './app-frame';
import { MockNotice, mockSignIn } from './mock-auth';

// The ids github, google and facebook get their brand icon on the button.
const providers = [
  { id: 'github', name: 'GitHub' },
  { id: 'google', name: 'Google' },
];

export default function GitHubAndGoogle() {
  const [user, setUser] = React.useState(null);
  const signIn = async (provider) => {
    const result = await mockSignIn(provider);
    if (result.user) setUser(result.user);
    return result;
  };
  return (
    <div>
      <MockNotice />
      <AppFrame title="Sign-in page with GitHub and Google" height={400}>
        {({ window, theme }) => (
          <AppProvider theme={theme} window={window}>
            {user ? (
              <Box sx={{ p: 4, textAlign: 'center' }}>
                <Typography gutterBottom>Signed in as {user}.</Typography>
                <Button onClick={() => setUser(null)}>Sign out</Button>
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
