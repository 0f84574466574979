import { Blog } from '@/components/templates/blog/blog';
import { templateMetadata } from '@/lib/template-metadata';

export const metadata = templateMetadata('blog');

export default function BlogPage() {
  return <Blog />;
}
