import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';

export default function ToolbarHints() {
  const [copied, setCopied] = React.useState(false);
  return (
    <Stack direction="row" spacing={1}>
      {/* The tooltip text changes after the action, and the button keeps a stable name. */}
      <Tooltip
        title={copied ? 'Copied!' : 'Copy link'}
        variant="solid"
        onClose={() => setCopied(false)}
      >
        <IconButton aria-label="Copy link" onClick={() => setCopied(true)}>
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Share" placement="top" arrow>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
      </Tooltip>
      <Tooltip
        title="Archive (A)"
        placement="right"
        variant="outlined"
        color="neutral"
      >
        <IconButton aria-label="Archive">
          <ArchiveOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
