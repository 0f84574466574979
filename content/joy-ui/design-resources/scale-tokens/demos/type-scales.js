import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import { extendTheme } from '@mui/joy/styles';

// Read from the default theme of the installed @mui/joy, not typed by hand.
const { fontSize, fontWeight, lineHeight } = extendTheme();
const scales = [
  { name: 'fontSize', values: fontSize, sample: (value) => ({ fontSize: value }) },
  {
    name: 'fontWeight',
    values: fontWeight,
    sample: (value) => ({ fontWeight: value }),
  },
  { name: 'lineHeight', values: lineHeight, sample: () => ({}) },
];

export default function TypeScales() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm' }}>
      <Table size="sm">
        <caption>Type scales of the default theme</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">CSS variable</th>
            <th scope="col">Value</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {scales.flatMap(({ name, values, sample }) =>
            Object.entries(values).map(([key, value]) => (
              <tr key={`${name}.${key}`}>
                <th scope="row">
                  <code>
                    {name}.{key}
                  </code>
                </th>
                <td>
                  <code>
                    --joy-{name}-{key}
                  </code>
                </td>
                <td>{value}</td>
                <td style={sample(value)}>Ag</td>
              </tr>
            )),
          )}
        </tbody>
      </Table>
    </Sheet>
  );
}
