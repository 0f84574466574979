import { SignInSide } from '@/components/templates/sign-in-side/sign-in-side';
import { templateMetadata } from '@/lib/template-metadata';

export const metadata = templateMetadata('sign-in-side');

export default function SignInSidePage() {
  return <SignInSide />;
}
