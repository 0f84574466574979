import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';
import type { TypographySystem } from '@mui/joy/styles';

// Values are CSS variables with their default as fallback: show the fallback, the value in effect.
function resolved(value: unknown): string {
  if (value === undefined) return '–';
  const text = String(value);
  const fallback = /,\s*([^,()]+)\)+$/.exec(text);
  return fallback ? fallback[1].trim() : text;
}

export default function LevelTable() {
  const theme = useTheme();
  const levels = Object.keys(theme.typography) as Array<keyof TypographySystem>;

  return (
    <Table size="sm" aria-label="Typography levels">
      <thead>
        <tr>
          <th scope="col">Level</th>
          <th scope="col">Font size</th>
          <th scope="col">Weight</th>
          <th scope="col">Line height</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((level) => {
          const style = theme.typography[level];
          return (
            <tr key={level}>
              <td>
                <Typography level={level} component="span">
                  {level}
                </Typography>
              </td>
              <td>{resolved(style.fontSize)}</td>
              <td>{resolved(style.fontWeight)}</td>
              <td>{resolved(style.lineHeight)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
