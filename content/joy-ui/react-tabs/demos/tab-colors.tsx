import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const rows: Array<{ color: ColorPaletteProp; variant: VariantProp }> = [
  { color: 'primary', variant: 'plain' },
  { color: 'neutral', variant: 'outlined' },
  { color: 'success', variant: 'soft' },
  { color: 'warning', variant: 'soft' },
  { color: 'danger', variant: 'outlined' },
];

export default function TabColors() {
  return (
    <Stack spacing={2}>
      {rows.map(({ color, variant }) => (
        <Tabs key={color} defaultValue={0}>
          {/* TabList's variant and color paint the bar; each Tab's color paints its indicator. */}
          <TabList
            variant={variant}
            color={color}
            aria-label={`${variant} ${color} tabs`}
            sx={{ borderRadius: 'sm' }}
          >
            {['Inbox', 'Updates', 'Archive'].map((label, index) => (
              <Tab
                key={label}
                value={index}
                color={color}
                // The selected tab's tinted background needs the darker "soft" text to stay readable.
                sx={{ '&.Mui-selected': { color: `${color}.softColor` } }}
              >
                {index === 0 ? `${variant} · ${color}` : label}
              </Tab>
            ))}
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
