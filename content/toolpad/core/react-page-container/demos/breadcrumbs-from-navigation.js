import * as React from 'react';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AppProvider } from '@toolpad/core/AppProvider';
import { PageContainer } from '@toolpad/core/PageContainer';
import AppFrame, { useDemoRouter } from './app-frame';

const navigation = [
  {
    segment: 'catalog',
    title: 'Catalog',
    children: [
      { segment: 'products', title: 'Products' },
      { segment: 'categories', title: 'Categories' },
    ],
  },
];

export default function BreadcrumbsFromNavigation() {
  const router = useDemoRouter('/catalog/products');
  // No DashboardLayout: PageContainer only needs AppProvider's navigation and router.
  return (
    <AppFrame title="Page title and breadcrumbs from the navigation" height={280}>
      {({ window, theme }) => (
        <AppProvider
          branding={{ title: 'Shop admin' }}
          navigation={navigation}
          router={router}
          theme={theme}
          window={window}
        >
          <PageContainer>
            <Typography gutterBottom>
              The title and the breadcrumbs come from the navigation item that
              matches {router.pathname}.
            </Typography>
            <Stack direction="row" spacing={2}>
              <Link
                component="button"
                onClick={() => router.navigate('/catalog/products')}
              >
                Go to Products
              </Link>
              <Link
                component="button"
                onClick={() => router.navigate('/catalog/categories')}
              >
                Go to Categories
              </Link>
            </Stack>
          </PageContainer>
        </AppProvider>
      )}
    </AppFrame>
  );
}
