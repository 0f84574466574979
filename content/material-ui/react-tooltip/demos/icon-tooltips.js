import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import ShareIcon from '@mui/icons-material/Share';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const actions = [
  { title: 'Archive', icon: <ArchiveIcon /> },
  { title: 'Share', icon: <ShareIcon /> },
  { title: 'Delete', icon: <DeleteIcon /> },
];

export default function IconTooltips() {
  return (
    <Stack direction="row" spacing={1} role="toolbar" aria-label="Message actions">
      {actions.map((action) => (
        // The tooltip's title becomes the button's accessible name (aria-label).
        <Tooltip key={action.title} title={action.title}>
          <IconButton>{action.icon}</IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
