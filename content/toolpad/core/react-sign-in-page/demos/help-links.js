import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage } from '@toolpad/core/SignInPage';
import AppFrame from './app-frame';
import { MockNotice, mockSignIn } from './mock-auth';

const providers = [{ id: 'credentials', name: 'Email and password' }];

const ViewContext = React.createContext(() => {});

// The slots receive LinkProps; these links switch the demo's view instead of loading a page.
function ForgotPasswordLink(props) {
  const show = React.useContext(ViewContext);
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => show('reset')}
      {...props}
    >
      Forgot your password?
    </Link>
  );
}

function SignUpLink(props) {
  const show = React.useContext(ViewContext);
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => show('sign-up')}
      {...props}
    >
      Create an account
    </Link>
  );
}

export default function HelpLinks() {
  const [view, setView] = React.useState('sign-in');
  return (
    <div>
      <MockNotice />
      <AppFrame
        title="Sign-in page with password reset and sign-up links"
        height={560}
      >
        {({ window, theme }) => (
          <AppProvider theme={theme} window={window}>
            <ViewContext.Provider value={setView}>
              {view === 'sign-in' ? (
                <SignInPage
                  providers={providers}
                  signIn={(provider, formData) => mockSignIn(provider, formData)}
                  slots={{
                    forgotPasswordLink: ForgotPasswordLink,
                    signUpLink: SignUpLink,
                  }}
                  slotProps={{ emailField: { autoFocus: false } }}
                />
              ) : (
                <Box sx={{ p: 4, textAlign: 'center' }}>
                  <Typography gutterBottom>
                    {view === 'reset'
                      ? 'Here your app would ask for an email to send a reset link to.'
                      : 'Here your app would show its registration form.'}
                  </Typography>
                  <Button onClick={() => setView('sign-in')}>Back to sign-in</Button>
                </Box>
              )}
            </ViewContext.Provider>
          </AppProvider>
        )}
      </AppFrame>
    </div>
  );
}
