import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';

export default function CopyLinkTooltip() {
  const [copied, setCopied] = React.useState(false);
  const [open, setOpen] = React.useState(false);

  return (
    // open, onOpen and onClose make the tooltip controlled, so its text can change after a click.
    <Tooltip
      title={copied ? 'Copied!' : 'Copy invite link'}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        setOpen(false);
        setCopied(false);
      }}
      variant="solid"
    >
      <IconButton
        variant="outlined"
        aria-label="Copy invite link"
        onClick={() => {
          setCopied(true);
          setOpen(true);
        }}
      >
        <ContentCopy />
      </IconButton>
    </Tooltip>
  );
}
