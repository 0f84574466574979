import { NoSsr } from '@mui/base/NoSsr';
import { LocalTime } from './clock';
import './local-time-card.css';

export default function LocalTimeCardCss() {
  return (
    <div className="local-time-card">
      <span>Your local time</span>
      <p className="local-time-value">
        <NoSsr fallback="--:--">
          <LocalTime />
        </NoSsr>
      </p>
    </div>
  );
}
