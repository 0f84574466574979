import { MarketingPage } from '@/components/templates/marketing-page/marketing-page';
import { templateMetadata } from '@/lib/template-metadata';

export const metadata = templateMetadata('marketing-page');

export default function MarketingPagePage() {
  return <MarketingPage />;
}
