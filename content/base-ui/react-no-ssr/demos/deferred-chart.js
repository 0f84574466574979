import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';

const bars = Array.from({ length: 24 }, (_, hour) => 20 + ((hour * 53) % 70));

function TrafficChart() {
  return (
    <div
      role="img"
      aria-label="Visits per hour, peaking in the afternoon"
      style={{ display: 'flex', alignItems: 'flex-end', gap: 3, height: 100 }}
    >
      {bars.map((height, hour) => (
        <span
          key={hour}
          style={{ width: 10, height, background: '#1d4ed8', borderRadius: 2 }}
        />
      ))}
    </div>
  );
}

export default function DeferredChart() {
  const [key, setKey] = React.useState(0);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <NoSsr
        key={key}
        defer
        fallback={<div style={{ height: 100 }}>Preparing chart…</div>}
      >
        <TrafficChart />
      </NoSsr>
      <button
        type="button"
        onClick={() => setKey((k) => k + 1)}
        style={{ justifySelf: 'start' }}
      >
        Remount
      </button>
    </div>
  );
}
