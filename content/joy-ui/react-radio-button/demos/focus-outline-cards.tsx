import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const sizes = [
  { value: 'small', title: 'Small box', note: 'Up to 2 kg' },
  { value: 'medium', title: 'Medium box', note: 'Up to 10 kg' },
  { value: 'large', title: 'Large box', note: 'Up to 25 kg' },
];

export default function FocusOutlineCards() {
  const labelId = React.useId();

  return (
    <Box>
      <Typography id={labelId} level="title-sm" sx={{ mb: 1 }}>
        Parcel size
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        defaultValue="medium"
        name="parcel-size"
        sx={{ gap: 1.5, flexDirection: { xs: 'column', sm: 'row' } }}
      >
        {sizes.map((size) => (
          <Sheet key={size.value} variant="outlined" sx={{ p: 2, borderRadius: 'md', flex: 1 }}>
            <Radio
              overlay
              value={size.value}
              label={size.title}
              // With overlay, the focus ring belongs to the action slot, which covers the card.
              // The variables round it like the card and push it a few pixels outside.
              sx={{
                '--Radio-actionRadius': (theme) => theme.vars.radius.md,
                [`& .${radioClasses.action}.${radioClasses.focusVisible}`]: {
                  outlineOffset: '3px',
                  outlineWidth: '3px',
                },
              }}
              slotProps={{
                action: ({ checked }) => ({
                  sx: checked
                    ? { inset: -1, border: '2px solid', borderColor: 'primary.500' }
                    : {},
                }),
              }}
            />
            <Typography level="body-sm" sx={{ mt: 0.5, pl: 3.5 }}>
              {size.note}
            </Typography>
          </Sheet>
        ))}
      </RadioGroup>
    </Box>
  );
}
