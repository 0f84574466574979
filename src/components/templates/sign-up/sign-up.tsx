import { AuthCard } from '../shared/auth-card';
import { AuthFrame } from '../shared/auth-frame';
import { SignUpForm } from './sign-up-form.client';

export function SignUp() {
  return (
    <AuthFrame>
      <AuthCard title="Create your account" intro="Free for teams of up to five. No card needed.">
        <SignUpForm />
      </AuthCard>
    </AuthFrame>
  );
}
