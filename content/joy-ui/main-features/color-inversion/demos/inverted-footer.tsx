import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const columns = [
  { title: 'Product', links: ['Features', 'Pricing', 'Changelog'] },
  { title: 'Company', links: ['About', 'Careers', 'Press'] },
];

export default function InvertedFooter() {
  const [subscribed, setSubscribed] = React.useState(false);

  return (
    <Sheet component="footer" variant="solid" color="neutral" invertedColors sx={{ p: 3, borderRadius: 'sm' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        {columns.map((column) => (
          <List key={column.title} size="sm" aria-labelledby={`inverted-footer-${column.title}`}>
            <ListItem nested>
              <ListSubheader id={`inverted-footer-${column.title}`}>{column.title}</ListSubheader>
              <List>
                {column.links.map((link) => (
                  <ListItem key={link}>
                    <ListItemButton>{link}</ListItemButton>
                  </ListItem>
                ))}
              </List>
            </ListItem>
          </List>
        ))}
        <Stack spacing={1} sx={{ flex: 1, minWidth: 200 }}>
          <Typography level="title-sm" component="p">
            Monthly newsletter
          </Typography>
          {subscribed ? (
            <Typography level="body-sm">Thanks, see you next month.</Typography>
          ) : (
            <Stack direction="row" spacing={1}>
              <Input size="sm" type="email" placeholder="you@example.com" aria-label="Email for the newsletter" />
              <Button size="sm" variant="soft" onClick={() => setSubscribed(true)}>
                Subscribe
              </Button>
            </Stack>
          )}
        </Stack>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography level="body-xs">© 2026 Ledger Inc. All rights reserved.</Typography>
    </Sheet>
  );
}
