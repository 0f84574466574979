import * as React from 'react';
import Table from '@mui/joy/Table';

const expenses = [
  { item: 'Train to Lyon, return', category: 'Travel', amount: 148.2 },
  { item: 'Hotel, two nights', category: 'Lodging', amount: 312 },
  { item: 'Client dinner', category: 'Meals', amount: 96.4 },
];
const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export default function ColumnWidths() {
  return (
    <Table aria-label="Expense report">
      <thead>
        <tr>
          {/* Joy's table uses a fixed layout: widths on the header cells size the columns. */}
          <th style={{ width: '55%' }}>Item</th>
          <th>Category</th>
          {/* Numbers line up on the right, header included. */}
          <th style={{ width: 110, textAlign: 'right' }}>Amount</th>
        </tr>
      </thead>
      <tbody>
        {expenses.map((row) => (
          <tr key={row.item}>
            <td>{row.item}</td>
            <td>{row.category}</td>
            <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {money.format(row.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
