import { SignUp } from '@/components/templates/sign-up/sign-up';
import { templateMetadata } from '@/lib/template-metadata';

export const metadata = templateMetadata('sign-up');

export default function SignUpPage() {
  return <SignUp />;
}
