import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';

const links = ['Products', 'Pricing', 'Docs', 'Blog'];

export default function HorizontalNavList() {
  const [current, setCurrent] = React.useState('Docs');

  return (
    <List
      role="menubar"
      orientation="horizontal"
      aria-label="Site"
      sx={{
        '--List-radius': '8px',
        '--List-padding': '4px',
        '--List-gap': '4px',
        flexGrow: 0,
      }}
      variant="outlined"
    >
      {links.map((link, index) => (
        <React.Fragment key={link}>
          {index === 3 && <ListDivider />}
          <ListItem role="none">
            <ListItemButton
              role="menuitem"
              selected={current === link}
              aria-current={current === link ? 'page' : undefined}
              onClick={() => setCurrent(link)}
            >
              {link}
            </ListItemButton>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
