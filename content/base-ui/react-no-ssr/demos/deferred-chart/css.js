import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import { bars } from './traffic';
import './deferred-chart.css';

function TrafficChart() {
  return (
    <div
      role="img"
      aria-label="Visits per hour, peaking in the afternoon"
      className="deferred-chart-bars"
    >
      {bars.map((height, hour) => (
        <span key={hour} className="deferred-chart-bar" style={{ height }} />
      ))}
    </div>
  );
}

export default function DeferredChartCss() {
  const [key, setKey] = React.useState(0);
  return (
    <div className="deferred-chart">
      <NoSsr
        key={key}
        defer
        fallback={<div className="deferred-chart-placeholder">Preparing chart…</div>}
      >
        <TrafficChart />
      </NoSsr>
      <button
        type="button"
        className="deferred-chart-button"
        onClick={() => setKey((k) => k + 1)}
      >
        Remount
      </button>
    </div>
  );
}
