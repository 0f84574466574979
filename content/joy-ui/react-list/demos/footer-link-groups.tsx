import * as React from 'react';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Typography from '@mui/joy/Typography';

const groups = [
  { title: 'Product', links: ['Pricing', 'Changelog', 'Roadmap'] },
  { title: 'Company', links: ['About', 'Careers', 'Press'] },
];

export default function FooterLinkGroups() {
  const groupId = React.useId();

  return (
    // component="nav" makes the wrapper a landmark; nested lists stay real ul/li lists.
    <Box component="nav" aria-label="Footer" sx={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
      {groups.map((group, index) => (
        <div key={group.title}>
          <Typography id={`${groupId}-${index}`} level="title-sm" sx={{ mb: 0.5 }}>
            {group.title}
          </Typography>
          <List size="sm" aria-labelledby={`${groupId}-${index}`} sx={{ '--ListItem-paddingX': '0px' }}>
            {group.links.map((link) => (
              <ListItem key={link}>
                {/* ListItemButton renders an anchor here, so the rows are real links. */}
                <ListItemButton
                  component="a"
                  href={`?section=${link.toLowerCase()}`}
                  sx={{ color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
                >
                  {link}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </Box>
  );
}
