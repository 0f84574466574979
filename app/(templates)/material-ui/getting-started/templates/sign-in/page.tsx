import { SignIn } from '@/components/templates/sign-in/sign-in';
import { templateMetadata } from '@/lib/template-metadata';

export const metadata = templateMetadata('sign-in');

export default function SignInPage() {
  return <SignIn />;
}
