import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';

export default function ArticleHeader() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
      <Typography
        level="body-xs"
        textTransform="uppercase"
        fontWeight="lg"
        letterSpacing="0.08em"
        color="primary"
      >
        Engineering
      </Typography>
      {/* Looks like an h2 but stays a paragraph, so the docs page keeps its own heading outline. */}
      <Typography level="h2" component="p">
        Shipping a design system without breaking changes
      </Typography>
      <Typography level="body-lg" textColor="text.secondary">
        How we version tokens, deprecate props and keep six apps in step.
      </Typography>
      {/* A div, not a paragraph: the Chip is a div, and a <p> cannot hold one (the browser would
          close the paragraph before it, and the page would not hydrate as rendered). */}
      <Typography
        level="body-sm"
        component="div"
        startDecorator={<ScheduleIcon fontSize="small" />}
        endDecorator={
          <Chip size="sm" variant="soft" color="success">
            New
          </Chip>
        }
      >
        7 min read
      </Typography>
      <Typography level="body-md">
        Every release starts with a{' '}
        <Typography variant="soft" color="warning">
          codemod
        </Typography>
        , and every codemod starts with a test. Nested <code>Typography</code>{' '}
        renders a <code>span</code>, so it can mark a word inside a paragraph.
      </Typography>
    </Stack>
  );
}
