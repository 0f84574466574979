import * as React from 'react';
import Alert from '@mui/material/Alert';
import type { AuthProvider, AuthResponse } from '@toolpad/core/SignInPage';

/** The one account the mock knows. */
export const DEMO_EMAIL = 'ada@example.com';
export const DEMO_PASSWORD = 'orange-kite';

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * A stand-in for your auth library, running entirely in the browser: nothing is sent anywhere.
 * OAuth providers always succeed; credentials succeed only for the demo account.
 */
export async function mockSignIn(
  provider: AuthProvider,
  formData?: FormData,
): Promise<AuthResponse & { user?: string }> {
  await wait(700);
  if (provider.id !== 'credentials') return { user: `${provider.name} user` };
  const email = String(formData?.get('email') ?? '');
  const password = String(formData?.get('password') ?? '');
  if (email === DEMO_EMAIL && password === DEMO_PASSWORD) return { user: email };
  return { error: 'That email and password do not match an account.', type: 'CredentialsSignin' };
}

/** The label every sign-in demo shows above its frame. */
export function MockNotice({ children }: { children?: React.ReactNode }) {
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      Demo only: sign-in is simulated in your browser and nothing is sent. {children}
    </Alert>
  );
}
