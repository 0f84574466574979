import { Pricing } from '@/components/templates/pricing/pricing';
import { templateMetadata } from '@/lib/template-metadata';

export const metadata = templateMetadata('pricing');

export default function PricingPage() {
  return <Pricing />;
}
