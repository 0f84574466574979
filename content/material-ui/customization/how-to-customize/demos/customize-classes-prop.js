import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import './customize-classes-prop.css';

export default function CustomizeClassesProp() {
  const [value, setValue] = React.useState('open');

  return (
    <Box
      sx={{ borderBottom: 1, borderColor: 'divider', width: '100%', maxWidth: 420 }}
    >
      <Tabs
        value={value}
        onChange={(_, next) => setValue(next)}
        aria-label="Orders by status"
        className="order-tabs"
        classes={{ indicator: 'order-tabs-indicator' }}
      >
        <Tab value="open" label="Open (12)" className="order-tab" />
        <Tab value="shipped" label="Shipped (48)" className="order-tab" />
        <Tab value="returned" label="Returned (3)" className="order-tab" />
      </Tabs>
    </Box>
  );
}
