import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import MoreVert from '@mui/icons-material/MoreVert';

export default function RowActionsMenu() {
  const [name, setName] = React.useState('budget-2025.xlsx');
  const [log, setLog] = React.useState('No action yet.');

  return (
    <div>
      <Sheet
        variant="outlined"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          pl: 2,
          borderRadius: 'sm',
          maxWidth: 380,
        }}
      >
        <Typography level="title-sm" sx={{ flex: 1 }}>
          {name}
        </Typography>
        <Dropdown>
          <MenuButton
            slots={{ root: IconButton }}
            slotProps={{
              root: { variant: 'plain', 'aria-label': `Actions for ${name}` },
            }}
          >
            <MoreVert />
          </MenuButton>
          <Menu placement="bottom-end" size="sm">
            <MenuItem
              onClick={() => {
                setName((n) => n.replace('.xlsx', '-final.xlsx'));
                setLog('Renamed.');
              }}
            >
              <ListItemDecorator>
                <DriveFileRenameOutline />
              </ListItemDecorator>
              Rename
            </MenuItem>
            <MenuItem onClick={() => setLog(`Copied a link to ${name}.`)}>
              <ListItemDecorator>
                <ContentCopy />
              </ListItemDecorator>
              Copy link
            </MenuItem>
            <MenuItem disabled>Move (read-only folder)</MenuItem>
            <ListDivider />
            <MenuItem color="danger" onClick={() => setLog('Moved to the bin.')}>
              <ListItemDecorator>
                <DeleteOutline />
              </ListItemDecorator>
              Delete
            </MenuItem>
          </Menu>
        </Dropdown>
      </Sheet>
      <Typography level="body-sm" sx={{ mt: 1 }} aria-live="polite">
        {log}
      </Typography>
    </div>
  );
}
