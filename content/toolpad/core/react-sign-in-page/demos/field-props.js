import * as React from 'react';
import { AppProvider } from '@toolpad/core/AppProvider';
import { SignInPage } from '@toolpad/core/SignInPage';
import AppFrame from './app-frame';
import { DEMO_EMAIL, DEMO_PASSWORD, MockNotice, mockSignIn } from './mock-auth';

const providers = [{ id: 'credentials', name: 'Email and password' }];

export default function FieldProps() {
  const [message, setMessage] = React.useState('');
  return (
    <div>
      <MockNotice>
        Try {DEMO_EMAIL} / {DEMO_PASSWORD}. {message}
      </MockNotice>
      <AppFrame title="Sign-in form with customised fields" height={560}>
        {({ window, theme }) => (
          <AppProvider theme={theme} window={window}>
            <SignInPage
              providers={providers}
              signIn={async (provider, formData) => {
                const result = await mockSignIn(provider, formData);
                setMessage(result.user ? `Signed in as ${result.user}.` : '');
                return result;
              }}
              // slotProps are spread over the default fields and button: change labels,
              // helper texts, variants or colours without replacing the components.
              slotProps={{
                emailField: {
                  label: 'Work email',
                  helperText: 'The address your administrator invited',
                  variant: 'filled',
                  autoFocus: false,
                },
                passwordField: { variant: 'filled' },
                submitButton: { color: 'secondary', variant: 'contained' },
              }}
            />
          </AppProvider>
        )}
      </AppFrame>
    </div>
  );
}
