import { Checkout } from '@/components/templates/checkout/checkout';
import { templateMetadata } from '@/lib/template-metadata';

export const metadata = templateMetadata('checkout');

export default function CheckoutPage() {
  return <Checkout />;
}
