import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import NotificationsNone from '@mui/icons-material/NotificationsNone';

const links = ['Overview', 'Projects', 'Reports'];

export default function InvertedHeader() {
  const [current, setCurrent] = React.useState('Projects');

  return (
    // invertedColors: the buttons, badge and avatar below take colors made for this surface.
    // A deep shade of the color (primary.800) keeps every text color far above contrast minimums.
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{
        bgcolor: 'primary.800',
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        borderRadius: 'sm',
        flexWrap: 'wrap',
      }}
    >
      <Typography level="title-lg" component="p">
        Tideway
      </Typography>
      <Box
        component="nav"
        aria-label="Workspace"
        sx={{ display: 'flex', gap: 0.5, flex: 1 }}
      >
        {links.map((link) => (
          <Button
            key={link}
            size="sm"
            variant={current === link ? 'soft' : 'plain'}
            aria-current={current === link ? 'page' : undefined}
            onClick={() => setCurrent(link)}
          >
            {link}
          </Button>
        ))}
      </Box>
      <Badge badgeContent={3} size="sm" variant="solid">
        <IconButton
          variant="outlined"
          size="sm"
          aria-label="Notifications, 3 unread"
        >
          <NotificationsNone />
        </IconButton>
      </Badge>
      <Avatar
        size="sm"
        variant="soft"
        role="img"
        aria-label="Signed in as Ines Duarte"
      >
        ID
      </Avatar>
    </Sheet>
  );
}
