import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const PAGES = 40;

// One page state drives two controls: the Pagination and a "Go to page" field.
export default function PaginationJumpToPage() {
  const [page, setPage] = React.useState(12);
  const [draft, setDraft] = React.useState('12');

  const goTo = (next: number) => {
    setPage(next);
    setDraft(String(next));
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <Pagination count={PAGES} page={page} onChange={(_event, next) => goTo(next)} siblingCount={0} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const next = Number(draft);
          if (Number.isInteger(next) && next >= 1 && next <= PAGES) {
            goTo(next);
          } else {
            setDraft(String(page));
          }
        }}
      >
        <TextField
          label="Go to page"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          helperText={`1 to ${PAGES}, then Enter`}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 140 }}
        />
      </form>
    </Stack>
  );
}
