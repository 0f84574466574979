import Box from '@mui/material/Box';
import { REVENUE } from './data';

const WIDTH = 320;
const HEIGHT = 140;
const BAR = 32;

/** A bar chart in plain SVG (no chart library), with the figures also given as text for screen readers. */
export function RevenueChart() {
  const max = Math.max(...REVENUE.map((r) => r.value));
  const step = WIDTH / REVENUE.length;
  const summary = REVENUE.map((r) => `${r.month} $${r.value}k`).join(', ');
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`}
      role="img"
      aria-label={`Monthly revenue: ${summary}`}
      sx={{ width: '100%', height: 'auto', display: 'block', color: 'primary.main' }}
    >
      {REVENUE.map((r, index) => {
        const height = (r.value / max) * (HEIGHT - 16);
        const x = index * step + (step - BAR) / 2;
        return (
          <g key={r.month}>
            <rect
              x={x}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              rx="4"
              fill="currentColor"
              opacity={0.35 + (0.65 * (index + 1)) / REVENUE.length}
            />
            <text
              x={x + BAR / 2}
              y={HEIGHT + 14}
              textAnchor="middle"
              fontSize="11"
              fill="var(--mui-palette-text-secondary)"
            >
              {r.month}
            </text>
            <text
              x={x + BAR / 2}
              y={HEIGHT - height - 4}
              textAnchor="middle"
              fontSize="10"
              fill="var(--mui-palette-text-primary)"
            >
              {r.value}k
            </text>
          </g>
        );
      })}
    </Box>
  );
}
