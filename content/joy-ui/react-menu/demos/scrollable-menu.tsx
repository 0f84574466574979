import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListSubheader from '@mui/joy/ListSubheader';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import DriveFileMove from '@mui/icons-material/DriveFileMoveOutlined';

const folders = [
  'Archive',
  'Contracts',
  'Design',
  'Finance',
  'Hiring',
  'Invoices',
  'Legal',
  'Marketing',
  'Meeting notes',
  'Onboarding',
  'Photos',
  'Receipts',
  'Research',
  'Travel',
];

export default function ScrollableMenu() {
  const [folder, setFolder] = React.useState<string | null>(null);

  return (
    <div>
      <Dropdown>
        <MenuButton startDecorator={<DriveFileMove />}>Move to</MenuButton>
        {/* A long menu gets a maxHeight and scrolls; a sticky subheader keeps its title in view. */}
        <Menu placement="bottom-start" sx={{ maxHeight: 260, overflow: 'auto', minWidth: 200 }}>
          <ListSubheader sticky>Folders</ListSubheader>
          {folders.map((name) => (
            <MenuItem key={name} selected={name === folder} onClick={() => setFolder(name)}>
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" sx={{ mt: 1.5 }} aria-live="polite">
        {folder ? `Moved to ${folder}.` : 'Not moved yet.'}
      </Typography>
    </div>
  );
}
