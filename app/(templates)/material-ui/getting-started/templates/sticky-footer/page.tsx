import { StickyFooter } from '@/components/templates/sticky-footer/sticky-footer';
import { templateMetadata } from '@/lib/template-metadata';

export const metadata = templateMetadata('sticky-footer');

export default function StickyFooterPage() {
  return <StickyFooter />;
}
