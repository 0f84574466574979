import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import Apps from '@mui/icons-material/Apps';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import Chat from '@mui/icons-material/ChatBubbleOutline';
import Description from '@mui/icons-material/DescriptionOutlined';
import Folder from '@mui/icons-material/FolderOutlined';
import Mail from '@mui/icons-material/MailOutline';
import Photo from '@mui/icons-material/PhotoOutlined';

const apps = [
  { name: 'Mail', icon: <Mail /> },
  { name: 'Calendar', icon: <CalendarMonth /> },
  { name: 'Chat', icon: <Chat /> },
  { name: 'Docs', icon: <Description /> },
  { name: 'Drive', icon: <Folder /> },
  { name: 'Photos', icon: <Photo /> },
];

export default function AppsGridMenu() {
  const [opened, setOpened] = React.useState(null);

  return (
    <div>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { variant: 'outlined', 'aria-label': 'Apps' } }}
        >
          <Apps />
        </MenuButton>
        {/* The menu's list laid out as a grid; arrow keys still move item by item. */}
        <Menu
          placement="bottom-end"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 88px)',
            gap: 0.5,
            p: 1,
          }}
        >
          {apps.map((app) => (
            <MenuItem
              key={app.name}
              onClick={() => setOpened(app.name)}
              sx={{ flexDirection: 'column', gap: 0.5, borderRadius: 'sm', py: 1.5 }}
            >
              {app.icon}
              <Typography level="body-xs" sx={{ color: 'inherit' }}>
                {app.name}
              </Typography>
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        {opened ? `Opened ${opened}.` : 'Open an app from the grid.'}
      </Typography>
    </div>
  );
}
