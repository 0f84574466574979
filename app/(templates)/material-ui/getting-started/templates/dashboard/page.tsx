import { Dashboard } from '@/components/templates/dashboard/dashboard.client';
import { templateMetadata } from '@/lib/template-metadata';

export const metadata = templateMetadata('dashboard');

export default function DashboardPage() {
  return <Dashboard />;
}
