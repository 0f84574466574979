import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const invoices = [
  {
    id: 'INV-1042',
    client: 'Northwind',
    due: '2026-11-02',
    amount: 1200,
    status: 'Paid',
  },
  {
    id: 'INV-1043',
    client: 'Globex',
    due: '2026-11-15',
    amount: 860.5,
    status: 'Overdue',
  },
  {
    id: 'INV-1044',
    client: 'Initech',
    due: '2026-12-01',
    amount: 3400,
    status: 'Pending',
  },
  {
    id: 'INV-1045',
    client: 'Umbrella',
    due: '2026-12-09',
    amount: 275,
    status: 'Pending',
  },
];
const statusColor = { Paid: 'success', Overdue: 'danger', Pending: 'neutral' };
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export default function InvoiceTable() {
  const total = invoices.reduce((sum, invoice) => sum + invoice.amount, 0);
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
      <Table
        stripe="odd"
        hoverRow
        borderAxis="xBetween"
        sx={{ '& td:last-of-type, & th:last-of-type': { textAlign: 'right' } }}
      >
        <caption>Invoices for November and December</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Client</th>
            <th scope="col">Due</th>
            <th scope="col">Status</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row">{invoice.id}</th>
              <td>{invoice.client}</td>
              <td>{invoice.due}</td>
              <td>
                <Chip size="sm" variant="soft" color={statusColor[invoice.status]}>
                  {invoice.status}
                </Chip>
              </td>
              <td>{money.format(invoice.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td>{money.format(total)}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
