import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function InvertedGroup() {
  return (
    // On a solid surface, invertedColors gives the group's buttons readable colors and separators;
    // the deep shade (primary.800) keeps their text above the contrast minimum.
    <Sheet
      invertedColors
      variant="solid"
      color="primary"
      sx={{ bgcolor: 'primary.800', p: 2, borderRadius: 'md', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Typography level="title-sm" sx={{ flex: 1 }}>
        3 conversations selected
      </Typography>
      <ButtonGroup variant="soft" size="sm" aria-label="Bulk actions">
        <Button>Archive</Button>
        <Button>Mark read</Button>
        <Button>Move</Button>
      </ButtonGroup>
    </Sheet>
  );
}
