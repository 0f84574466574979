import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip, { tooltipClasses } from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// The tooltip renders in a portal: style it through its popper's classes, via a wrapper.
const LightTooltip = styled(({ className, ...props }) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    boxShadow: theme.shadows[2],
    border: `1px solid ${theme.palette.divider}`,
    fontSize: 13,
  },
}));

const RichTooltip = styled(({ className, ...props }) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    maxWidth: 240,
    padding: theme.spacing(1, 1.5),
  },
}));

export default function RichTooltips() {
  return (
    <Stack direction="row" spacing={2}>
      <LightTooltip describeChild title="Last saved 2 minutes ago">
        <Button>Light</Button>
      </LightTooltip>
      <RichTooltip
        describeChild
        title={
          <>
            <Typography
              variant="subtitle2"
              component="span"
              sx={{ display: 'block' }}
            >
              Keyboard shortcut
            </Typography>
            Press Ctrl + K to open the command palette from anywhere.
          </>
        }
      >
        <Button>Formatted content</Button>
      </RichTooltip>
    </Stack>
  );
}
