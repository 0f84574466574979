import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';
import { bars } from './traffic';

const Card = styled('div')({
  display: 'grid',
  gap: 12,
  justifyItems: 'start',
  padding: 16,
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  border: '1px solid #cbd5e1',
});

const Chart = styled('div')({ display: 'flex', alignItems: 'flex-end', gap: 3, height: 100 });
const Bar = styled('span')({ width: 10, borderRadius: 2, backgroundColor: '#1d4ed8' });
const Placeholder = styled('div')({ display: 'grid', alignItems: 'center', height: 100 });

const Button = styled('button')({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

function TrafficChart() {
  return (
    <Chart role="img" aria-label="Visits per hour, peaking in the afternoon">
      {bars.map((height, hour) => (
        <Bar key={hour} style={{ height }} />
      ))}
    </Chart>
  );
}

export default function DeferredChartSystem() {
  const [key, setKey] = React.useState(0);
  return (
    <Card>
      <NoSsr key={key} defer fallback={<Placeholder>Preparing chart…</Placeholder>}>
        <TrafficChart />
      </NoSsr>
      <Button type="button" onClick={() => setKey((k) => k + 1)}>
        Remount
      </Button>
    </Card>
  );
}
