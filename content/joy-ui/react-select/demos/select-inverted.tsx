import * as React from 'react';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SelectInverted() {
  return (
    // The button follows the inverted colors of the solid banner. The listbox opens in a
    // portal outside the banner, so it keeps the page's regular colors.
    <Sheet
      invertedColors
      variant="solid"
      color="neutral"
      sx={{ bgcolor: 'neutral.800', p: 2, borderRadius: 'md', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Typography id="select-inverted-label" level="title-sm" sx={{ flex: 1 }}>
        Language of this site
      </Typography>
      <Select
        defaultValue="en"
        variant="soft"
        slotProps={{ button: { 'aria-labelledby': 'select-inverted-label' } }}
        sx={{ minWidth: 160 }}
      >
        <Option value="en">English</Option>
        <Option value="fr">Français</Option>
        <Option value="pt">Português</Option>
      </Select>
    </Sheet>
  );
}
