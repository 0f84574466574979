import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';

export default function VariantHierarchy() {
  const [state, setState] = React.useState('Draft');

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 2, maxWidth: 560 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography level="title-md" sx={{ flex: 1 }}>
          Release notes
        </Typography>
        <Chip
          variant="soft"
          color={state === 'Published' ? 'success' : 'neutral'}
          size="sm"
        >
          {state}
        </Chip>
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ mb: 1 }}>
        <IconButton variant="plain" size="sm" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton variant="plain" size="sm" aria-label="Italic">
          <FormatItalic />
        </IconButton>
      </Stack>
      <Textarea
        minRows={3}
        defaultValue="Faster search, and a new export menu."
        aria-label="Release notes text"
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button variant="plain" color="danger" onClick={() => setState('Discarded')}>
          Discard
        </Button>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button
            variant="outlined"
            color="neutral"
            onClick={() => setState('Draft')}
          >
            Preview
          </Button>
          <Button variant="soft" onClick={() => setState('Scheduled')}>
            Schedule
          </Button>
          <Button variant="solid" onClick={() => setState('Published')}>
            Publish
          </Button>
        </Stack>
      </Stack>
    </Sheet>
  );
}
