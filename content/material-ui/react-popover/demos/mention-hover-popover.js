import * as React from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function MentionHoverPopover() {
  const [anchor, setAnchor] = React.useState(null);
  const open = Boolean(anchor);

  return (
    <div>
      <Typography variant="body2">
        Thanks to{' '}
        <Typography
          component="span"
          variant="body2"
          tabIndex={0}
          aria-owns={open ? 'mention-hover-popover' : undefined}
          aria-describedby="mention-hover-popover-bio"
          onMouseEnter={(event) => setAnchor(event.currentTarget)}
          onMouseLeave={() => setAnchor(null)}
          onFocus={(event) => setAnchor(event.currentTarget)}
          onBlur={() => setAnchor(null)}
          sx={{
            fontWeight: 'fontWeightMedium',
            color: 'primary.main',
            cursor: 'default',
          }}
        >
          @amir
        </Typography>{' '}
        for the review.
      </Typography>
      {/* pointerEvents: none so the popover never steals the hover; disableRestoreFocus so
          closing it does not move focus back. */}
      <Popover
        id="mention-hover-popover"
        sx={{ pointerEvents: 'none' }}
        open={open}
        anchorEl={anchor}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        onClose={() => setAnchor(null)}
        disableRestoreFocus
        disableAutoFocus
        disableEnforceFocus
      >
        <Typography variant="body2" sx={{ p: 1.5 }}>
          Amir Haddad, reviewer
        </Typography>
      </Popover>
      <span id="mention-hover-popover-bio" hidden>
        Amir Haddad, reviewer
      </span>
    </div>
  );
}
