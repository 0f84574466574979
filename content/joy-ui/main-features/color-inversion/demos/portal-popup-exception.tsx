import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const languages = ['English', 'Português', 'Deutsch'];

export default function PortalPopupException() {
  return (
    <Sheet
      variant="solid"
      color="neutral"
      invertedColors
      sx={{ p: 2, borderRadius: 'md', bgcolor: 'neutral.800', maxWidth: 480 }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControl>
          <FormLabel>Language (portal)</FormLabel>
          {/* Default: the listbox is rendered at the end of <body>, outside the inverted Sheet. */}
          <Select defaultValue="English" sx={{ minWidth: 160 }}>
            {languages.map((language) => (
              <Option key={language} value={language}>
                {language}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl>
          <FormLabel>Language (in place)</FormLabel>
          {/* disablePortal keeps the listbox inside the Sheet, so it inherits the inversion. */}
          <Select
            defaultValue="Português"
            slotProps={{ listbox: { disablePortal: true, sx: { bgcolor: 'neutral.900' } } }}
            sx={{ minWidth: 160 }}
          >
            {languages.map((language) => (
              <Option key={language} value={language}>
                {language}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Stack>
    </Sheet>
  );
}
