import * as React from 'react';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const mergeMethods = [
  'Create a merge commit',
  'Squash and merge',
  'Rebase and merge',
];

export default function SplitButton() {
  const menuId = React.useId();
  const [anchor, setAnchor] = React.useState(null);
  const [method, setMethod] = React.useState(0);
  const [merged, setMerged] = React.useState(null);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="contained" aria-label="Merge pull request">
        <Button onClick={() => setMerged(mergeMethods[method])}>
          {mergeMethods[method]}
        </Button>
        <Button
          size="small"
          aria-label="Choose merge method"
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {mergeMethods.map((label, index) => (
          <MenuItem
            key={label}
            selected={index === method}
            onClick={() => {
              setMethod(index);
              setAnchor(null);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" role="status">
        {merged ? `Done: ${merged.toLowerCase()}.` : 'Nothing merged yet.'}
      </Typography>
    </Stack>
  );
}
