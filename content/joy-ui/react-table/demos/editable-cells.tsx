import * as React from 'react';
import Table from '@mui/joy/Table';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';

const initialRows = [
  { id: 'r1', ingredient: 'Flour', grams: 500 },
  { id: 'r2', ingredient: 'Water', grams: 350 },
  { id: 'r3', ingredient: 'Salt', grams: 10 },
];

export default function EditableCells() {
  const [rows, setRows] = React.useState(initialRows);
  const total = rows.reduce((sum, row) => sum + row.grams, 0);

  const update = (id: string, grams: number) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, grams } : row)));

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', maxWidth: 420 }}>
      <Table aria-label="Bread dough" sx={{ '& tbody td:first-of-type': { width: 150 } }}>
        <thead>
          <tr>
            <th>Ingredient</th>
            <th>Grams</th>
            <th style={{ textAlign: 'right' }}>Share</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.ingredient}</th>
              <td>
                {/* Each input is named by its row, so it reads "Grams of Flour". */}
                <Input
                  size="sm"
                  type="number"
                  variant="soft"
                  value={row.grams}
                  onChange={(event) => update(row.id, Math.max(0, Number(event.target.value)))}
                  slotProps={{ input: { min: 0, 'aria-label': `Grams of ${row.ingredient}` } }}
                />
              </td>
              <td style={{ textAlign: 'right' }}>
                {total === 0 ? '0' : ((row.grams / total) * 100).toFixed(1)}%
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{total} g</td>
            <td style={{ textAlign: 'right' }}>100%</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
