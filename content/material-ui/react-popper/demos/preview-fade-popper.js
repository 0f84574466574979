import * as React from 'react';
import Fade from '@mui/material/Fade';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function PreviewFadePopper() {
  const [anchor, setAnchor] = React.useState(null);
  const open = Boolean(anchor);

  return (
    <div>
      <Typography variant="body2">
        Read the{' '}
        <Link
          href="/material-ui/react-popover/"
          aria-describedby={open ? 'preview-fade-popper' : undefined}
          onMouseEnter={(event) => setAnchor(event.currentTarget)}
          onMouseLeave={() => setAnchor(null)}
          onFocus={(event) => setAnchor(event.currentTarget)}
          onBlur={() => setAnchor(null)}
        >
          Popover page
        </Link>{' '}
        before choosing between the two.
      </Typography>
      {/* With transition, children is a function that hands TransitionProps to the transition. */}
      <Popper
        id="preview-fade-popper"
        open={open}
        anchorEl={anchor}
        placement="top"
        transition
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper elevation={3} sx={{ p: 1.5, mb: 1, maxWidth: 240 }}>
              <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                Popover: a modal surface with a backdrop, anchored to an element.
              </Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </div>
  );
}
