import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';

export default function FormattingToolbar() {
  const [bold, setBold] = React.useState(false);
  const [italic, setItalic] = React.useState(true);

  return (
    <Textarea
      aria-label="Pull quote"
      minRows={3}
      defaultValue="The best interface is the one you do not notice."
      // slotProps.textarea styles the inner element, so the toolbar can change the text's look.
      slotProps={{
        textarea: {
          style: {
            fontWeight: bold ? 700 : 400,
            fontStyle: italic ? 'italic' : 'normal',
          },
        },
      }}
      endDecorator={
        <Box
          sx={{
            display: 'flex',
            gap: 0.5,
            borderTop: '1px solid',
            borderColor: 'divider',
            flex: 'auto',
            pt: 0.5,
          }}
        >
          <IconButton
            size="sm"
            aria-label="Bold"
            aria-pressed={bold}
            variant={bold ? 'soft' : 'plain'}
            onClick={() => setBold((value) => !value)}
          >
            <FormatBold />
          </IconButton>
          <IconButton
            size="sm"
            aria-label="Italic"
            aria-pressed={italic}
            variant={italic ? 'soft' : 'plain'}
            onClick={() => setItalic((value) => !value)}
          >
            <FormatItalic />
          </IconButton>
        </Box>
      }
      sx={{ maxWidth: 420 }}
    />
  );
}
