import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

export default function DisabledWithReason() {
  const [agreed, setAgreed] = React.useState(false);

  return (
    // A disabled button gets no focus or hover, so its tooltip could never show.
    // aria-disabled keeps it focusable: the reason is reachable by keyboard, and the
    // click handler simply does nothing while it is set.
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Checkbox
        label="I accept the data processing terms"
        checked={agreed}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <Tooltip
        title={agreed ? '' : 'Accept the terms first'}
        variant="soft"
        describeChild
      >
        <Button
          aria-disabled={!agreed}
          color={agreed ? 'primary' : 'neutral'}
          variant={agreed ? 'solid' : 'soft'}
          onClick={() => {
            if (agreed) {
              setAgreed(false);
            }
          }}
        >
          Create account
        </Button>
      </Tooltip>
    </Stack>
  );
}
