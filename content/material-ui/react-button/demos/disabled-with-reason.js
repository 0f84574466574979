import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledWithReason() {
  return (
    // A disabled button receives no pointer events, so neither the tooltip nor a
    // cursor style would work on it: put them on a wrapper instead.
    <Tooltip title="Add a payment method first" describeChild>
      <span style={{ cursor: 'not-allowed', display: 'inline-block' }} tabIndex={0}>
        <Button variant="contained" disabled>
          Upgrade plan
        </Button>
      </span>
    </Tooltip>
  );
}
