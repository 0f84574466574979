import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

// The links point at pages of this site so that they go somewhere real.
const columns = [
  {
    title: 'Product',
    links: [
      { label: 'Overview', href: '/joy-ui/getting-started/' },
      { label: 'Roadmap', href: '/joy-ui/getting-started/roadmap/' },
      { label: 'Support', href: '/joy-ui/getting-started/support/' },
    ],
  },
  {
    title: 'Learn',
    links: [
      { label: 'Installation', href: '/joy-ui/getting-started/installation/' },
      { label: 'Usage', href: '/joy-ui/getting-started/usage/' },
      { label: 'Tutorial', href: '/joy-ui/getting-started/tutorial/' },
    ],
  },
];

export default function InvertedFooter() {
  const [subscribed, setSubscribed] = React.useState(false);

  return (
    // A dark neutral surface: links, the input and the button all adapt through invertedColors.
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      sx={{ bgcolor: 'neutral.900', p: 3, borderRadius: 'sm' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {columns.map((column) => (
          <Box key={column.title} component="nav" aria-label={column.title}>
            <Typography level="title-sm" component="p" sx={{ mb: 1 }}>
              {column.title}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
              {column.links.map((item) => (
                <Link key={item.label} href={item.href} level="body-sm">
                  {item.label}
                </Link>
              ))}
            </Box>
          </Box>
        ))}
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            setSubscribed(true);
          }}
          sx={{ flex: '1 1 240px' }}
        >
          <Typography level="title-sm" component="p" sx={{ mb: 1 }}>
            Monthly product notes
          </Typography>
          <Input
            type="email"
            required
            variant="soft"
            aria-label="Email address"
            placeholder="you@example.com"
            endDecorator={
              <Button type="submit">
                {subscribed ? 'Subscribed' : 'Subscribe'}
              </Button>
            }
          />
        </Box>
      </Box>
      <Divider sx={{ my: 2 }} />
      <Typography level="body-sm">
        © 2026 Tideway Ltd. All rights reserved.
      </Typography>
    </Sheet>
  );
}
