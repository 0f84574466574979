import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import { bars } from './traffic';

function TrafficChart() {
  return (
    <div
      role="img"
      aria-label="Visits per hour, peaking in the afternoon"
      className="flex h-[100px] items-end gap-[3px]"
    >
      {bars.map((height, hour) => (
        <span
          key={hour}
          className="w-2.5 rounded-sm bg-blue-700"
          style={{ height }}
        />
      ))}
    </div>
  );
}

export default function DeferredChartTailwind() {
  const [key, setKey] = React.useState(0);
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border border-solid border-slate-300 bg-white p-4 text-slate-900">
      <NoSsr
        key={key}
        defer
        fallback={
          <div className="grid h-[100px] items-center">Preparing chart…</div>
        }
      >
        <TrafficChart />
      </NoSsr>
      <button
        type="button"
        onClick={() => setKey((k) => k + 1)}
        className="cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900 [font:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300"
      >
        Remount
      </button>
    </div>
  );
}
