import ShareIcon from '@mui/icons-material/Share';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export default function ShareTooltip() {
  return (
    <Tooltip title="Share">
      <IconButton>
        <ShareIcon />
      </IconButton>
    </Tooltip>
  );
}
