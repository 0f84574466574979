import * as React from 'react';
import Button from '@mui/joy/Button';
import Check from '@mui/icons-material/Check';
import Add from '@mui/icons-material/Add';

export default function FollowToggle() {
  const [following, setFollowing] = React.useState(false);

  return (
    // A button that stays on or off: aria-pressed carries the state for assistive
    // technology, while the variant and decorator show it on screen. The label stays
    // the same so the pressed state is not announced twice.
    <Button
      aria-pressed={following}
      variant={following ? 'soft' : 'solid'}
      color="primary"
      startDecorator={following ? <Check /> : <Add />}
      onClick={() => setFollowing((value) => !value)}
      sx={{ minWidth: 120 }}
    >
      Follow
    </Button>
  );
}
