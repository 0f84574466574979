import { AuthCard } from '../shared/auth-card';
import { AuthFrame } from '../shared/auth-frame';
import { SignInForm } from '../shared/sign-in-form.client';

export function SignIn() {
  return (
    <AuthFrame>
      <AuthCard title="Sign in" intro="Welcome back. Sign in to pick up where you left off.">
        <SignInForm />
      </AuthCard>
    </AuthFrame>
  );
}
