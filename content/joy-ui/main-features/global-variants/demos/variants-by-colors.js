import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';

const variants = ['solid', 'soft', 'outlined', 'plain'];
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function VariantsByColors() {
  const [kind, setKind] = React.useState('button');

  const sample = (variant, color) => {
    if (kind === 'chip')
      return (
        <Chip variant={variant} color={color}>
          {color}
        </Chip>
      );
    if (kind === 'alert')
      return (
        <Alert variant={variant} color={color} size="sm">
          {variant}
        </Alert>
      );
    return (
      <Button variant={variant} color={color} size="sm">
        {variant}
      </Button>
    );
  };

  return (
    <Stack spacing={2}>
      <Select
        value={kind}
        onChange={(_event, value) => value && setKind(value)}
        slotProps={{ button: { 'aria-label': 'Component to show' } }}
        sx={{ width: 180 }}
      >
        <Option value="button">Button</Option>
        <Option value="chip">Chip</Option>
        <Option value="alert">Alert</Option>
      </Select>
      <Table
        size="sm"
        aria-label="Variants by colors"
        sx={{ '& td, & th': { textAlign: 'center' }, overflowX: 'auto' }}
      >
        <thead>
          <tr>
            <th scope="col">Color</th>
            {variants.map((variant) => (
              <th key={variant} scope="col">
                {variant}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {colors.map((color) => (
            <tr key={color}>
              <th scope="row">{color}</th>
              {variants.map((variant) => (
                <td key={variant}>{sample(variant, color)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Stack>
  );
}
