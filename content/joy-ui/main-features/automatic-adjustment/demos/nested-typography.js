import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function NestedTypography() {
  const [sort, setSort] = React.useState('Newest');

  return (
    <Stack spacing={2} sx={{ maxWidth: 460 }}>
      <Typography>
        Your plan renews on{' '}
        <Typography level="title-md" color="primary">
          12 March
        </Typography>{' '}
        for{' '}
        <Typography variant="soft" color="success">
          $96.00
        </Typography>
        . The inner texts render as spans inside this paragraph.
      </Typography>
      <List aria-label="Plain list" size="sm" marker="disc">
        <ListItem>A list item in a list is a list item (li).</ListItem>
        <ListItem>In a menu, the same items become menu items.</ListItem>
      </List>
      <Dropdown>
        <MenuButton>Sort: {sort}</MenuButton>
        <Menu>
          {['Newest', 'Oldest', 'Most replies'].map((option) => (
            <MenuItem
              key={option}
              selected={option === sort}
              onClick={() => setSort(option)}
            >
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
    </Stack>
  );
}
