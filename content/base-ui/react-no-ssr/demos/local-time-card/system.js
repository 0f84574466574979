import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';
import { LocalTime } from './clock';

const Card = styled('div')({
  display: 'inline-grid',
  gap: 4,
  minWidth: 240,
  padding: 16,
  borderRadius: 12,
  backgroundColor: '#0f172a',
  color: '#f8fafc',
});
const Time = styled('p')({
  margin: 0,
  minHeight: 36,
  fontSize: 28,
  fontWeight: 700,
});

export default function LocalTimeCardSystem() {
  return (
    <Card>
      <span>Your local time</span>
      <Time>
        <NoSsr fallback="--:--">
          <LocalTime />
        </NoSsr>
      </Time>
    </Card>
  );
}
