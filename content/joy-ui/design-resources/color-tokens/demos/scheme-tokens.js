import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import { extendTheme } from '@mui/joy/styles';

const { light, dark } = extendTheme().colorSchemes;
const groups = ['background', 'text'];

// Theme values look like `var(--joy-palette-neutral-800, #171A1C)`: show the shade and the color.
function describe(value) {
  const match =
    /^var\(--joy-palette-([a-z]+-\d+|common-[a-z]+), (#[0-9A-Fa-f]+)\)$/.exec(value);
  return match ? `${match[1]} (${match[2]})` : value;
}

export default function SchemeTokens() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Scheme tokens"
      sx={{ overflowX: 'auto', borderRadius: 'sm' }}
    >
      <Table size="sm" sx={{ minWidth: 560 }}>
        <caption>
          Background and text tokens of each scheme, and the shade each points at
        </caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">light</th>
            <th scope="col">dark</th>
          </tr>
        </thead>
        <tbody>
          {groups.flatMap((group) =>
            Object.keys(light.palette[group]).map((key) => (
              <tr key={`${group}.${key}`}>
                <th scope="row">
                  <code>
                    {group}.{key}
                  </code>
                </th>
                <td>{describe(String(light.palette[group][key]))}</td>
                <td>{describe(String(dark.palette[group][key]))}</td>
              </tr>
            )),
          )}
        </tbody>
      </Table>
    </Sheet>
  );
}
