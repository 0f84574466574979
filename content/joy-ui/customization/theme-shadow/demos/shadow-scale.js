import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const levels = ['xs', 'sm', 'md', 'lg', 'xl'];

export default function ShadowScale() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
        gap: 3,
        p: 1,
      }}
    >
      {levels.map((level, index) => {
        const next = levels[Math.min(index + 1, levels.length - 1)];
        return (
          <Card
            key={level}
            variant="outlined"
            sx={{
              boxShadow: level,
              alignItems: 'center',
              transition: 'box-shadow 0.2s, transform 0.2s',
              '&:hover': { boxShadow: next, transform: 'translateY(-2px)' },
            }}
          >
            <Typography level="title-md">{level}</Typography>
            <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
              --joy-shadow-{level}
            </Typography>
          </Card>
        );
      })}
    </Box>
  );
}
