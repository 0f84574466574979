import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Search from '@mui/icons-material/Search';

const sections = ['Overview', 'Projects', 'Reports'];

export default function InvertedHeader() {
  const [active, setActive] = React.useState('Overview');

  return (
    <Sheet
      component="header"
      variant="solid"
      color="primary"
      invertedColors
      sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, borderRadius: 'sm', flexWrap: 'wrap' }}
    >
      <Typography level="title-lg" component="p">
        Ledger
      </Typography>
      <Stack component="nav" aria-label="Sections" direction="row" spacing={2}>
        {sections.map((section) => (
          <Link
            key={section}
            component="button"
            underline={active === section ? 'always' : 'hover'}
            aria-current={active === section ? 'page' : undefined}
            onClick={() => setActive(section)}
          >
            {section}
          </Link>
        ))}
      </Stack>
      <Input
        size="sm"
        variant="soft"
        startDecorator={<Search />}
        placeholder="Search"
        aria-label="Search"
        sx={{ ml: 'auto', minWidth: 160 }}
      />
      <IconButton variant="plain" aria-label="Notifications, 2 unread">
        <Badge badgeContent={2} size="sm">
          <NotificationsNone />
        </Badge>
      </IconButton>
      <Avatar size="sm" variant="soft">
        RN
      </Avatar>
    </Sheet>
  );
}
