import { NoSsr } from '@mui/base/NoSsr';
import { LocalTime } from './clock';

export default function LocalTimeCardTailwind() {
  return (
    <div className="inline-grid min-w-[240px] gap-1 rounded-xl bg-slate-900 p-4 text-slate-50">
      <span>Your local time</span>
      <p className="m-0 min-h-9 text-3xl font-bold">
        <NoSsr fallback="--:--">
          <LocalTime />
        </NoSsr>
      </p>
    </div>
  );
}
