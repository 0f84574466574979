import * as React from 'react';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Table from '@mui/joy/Table';

const invoices = [
  { id: 'INV-1042', customer: 'Harbor Foods', amount: '$1,240.00' },
  { id: 'INV-1043', customer: 'Lumen Studio', amount: '$860.50' },
  { id: 'INV-1044', customer: 'Pine & Co.', amount: '$3,015.00' },
];

export default function TableSkeleton() {
  const [loading, setLoading] = React.useState(true);

  return (
    <div>
      {/* Inline skeletons (variant="inline") wrap the real cell text while loading,
          so each placeholder has the width of what it will become. */}
      <Table aria-label="Invoices" aria-busy={loading} sx={{ maxWidth: 480 }}>
        <thead>
          <tr>
            <th>Invoice</th>
            <th>Customer</th>
            <th style={{ textAlign: 'right' }}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((row) => (
            <tr key={row.id}>
              <td>
                <Skeleton variant="inline" loading={loading}>
                  {row.id}
                </Skeleton>
              </td>
              <td>
                <Skeleton variant="inline" loading={loading}>
                  {row.customer}
                </Skeleton>
              </td>
              <td style={{ textAlign: 'right' }}>
                <Skeleton variant="inline" loading={loading}>
                  {row.amount}
                </Skeleton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Button size="sm" variant="outlined" sx={{ mt: 1.5 }} onClick={() => setLoading((value) => !value)}>
        {loading ? 'Show the data' : 'Show the skeleton'}
      </Button>
    </div>
  );
}
