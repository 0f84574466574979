import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Articles', value: 34 },
  { label: 'Followers', value: 980 },
  { label: 'Rating', value: 8.9 },
];

export default function ResizableUserCard() {
  return (
    // Drag the corner of the dashed box: the card wraps its parts as its width changes.
    <Box
      sx={{
        resize: 'horizontal',
        overflow: 'auto',
        width: 460,
        minWidth: 240,
        maxWidth: '100%',
        p: 1,
        border: '1px dashed',
        borderColor: 'neutral.outlinedBorder',
        borderRadius: 'sm',
      }}
    >
      <Card
        orientation="horizontal"
        variant="outlined"
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        <Avatar
          size="lg"
          color="primary"
          variant="soft"
          sx={{ '--Avatar-size': '72px' }}
        >
          AK
        </Avatar>
        <CardContent sx={{ minWidth: 180 }}>
          <Typography level="title-lg">Alex Kowalski</Typography>
          <Typography level="body-sm">Senior Journalist</Typography>
          <Sheet
            variant="soft"
            sx={{
              display: 'flex',
              gap: 2,
              p: 1.5,
              my: 1.5,
              borderRadius: 'sm',
              flexWrap: 'wrap',
            }}
          >
            {stats.map((stat) => (
              <div key={stat.label}>
                <Typography level="body-xs" sx={{ color: 'text.primary' }}>
                  {stat.label}
                </Typography>
                <Typography sx={{ fontWeight: 'lg' }}>{stat.value}</Typography>
              </div>
            ))}
          </Sheet>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="outlined" color="neutral" sx={{ flex: 1 }}>
              Chat
            </Button>
            <Button variant="solid" sx={{ flex: 1 }}>
              Follow
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
