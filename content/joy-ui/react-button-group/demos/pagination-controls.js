import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const PAGES = 5;

export default function PaginationControls() {
  const [page, setPage] = React.useState(1);
  const [zoom, setZoom] = React.useState(100);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup aria-label="Pages" size="sm">
        <IconButton
          aria-label="Previous page"
          disabled={page === 1}
          onClick={() => setPage(page - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        {Array.from({ length: PAGES }, (_, index) => index + 1).map((n) => (
          <Button
            key={n}
            aria-current={n === page ? 'page' : undefined}
            variant={n === page ? 'solid' : 'outlined'}
            color={n === page ? 'primary' : 'neutral'}
            onClick={() => setPage(n)}
          >
            {n}
          </Button>
        ))}
        <IconButton
          aria-label="Next page"
          disabled={page === PAGES}
          onClick={() => setPage(page + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup
        orientation="vertical"
        variant="soft"
        aria-label="Zoom"
        buttonFlex={1}
        sx={{ width: 120 }}
      >
        <Button onClick={() => setZoom(Math.min(zoom + 25, 200))}>Zoom in</Button>
        <Button onClick={() => setZoom(100)}>Reset</Button>
        <Button onClick={() => setZoom(Math.max(zoom - 25, 50))}>Zoom out</Button>
      </ButtonGroup>
      <Typography level="body-sm">
        Page {page} of {PAGES}, zoom {zoom}%
      </Typography>
    </Stack>
  );
}
