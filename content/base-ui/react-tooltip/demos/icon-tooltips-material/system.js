import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { ActionIcon, actions } from './actions';

// The tooltip's title becomes the button's accessible name, so the icon needs no other label.
export default function IconTooltipsMaterialSystem() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="toolbar"
      aria-label="Message actions"
    >
      {actions.map((action) => (
        <Tooltip
          key={action.title}
          title={action.title}
          describeChild={false}
          arrow
          slotProps={{
            tooltip: {
              sx: {
                bgcolor: 'text.primary',
                color: 'background.paper',
                fontSize: '0.8125rem',
                px: 1.25,
                py: 0.75,
              },
            },
            arrow: { sx: { color: 'text.primary' } },
          }}
        >
          <IconButton
            sx={{
              border: '1px solid',
              borderColor: 'divider',
              borderRadius: '8px',
              color: 'text.secondary',
              '&:hover': { color: 'primary.main' },
            }}
          >
            <ActionIcon path={action.path} />
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
