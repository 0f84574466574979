import * as React from 'react';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

const services = [
  {
    name: 'API',
    status: 'Operational',
    color: 'success',
    detail: '99.99% uptime this month',
  },
  {
    name: 'Webhooks',
    status: 'Degraded',
    color: 'warning',
    detail: 'Deliveries delayed by ~2 min',
  },
  {
    name: 'Search',
    status: 'Outage',
    color: 'danger',
    detail: 'Index rebuild in progress',
  },
  {
    name: 'Exports',
    status: 'Maintenance',
    color: 'neutral',
    detail: 'Back at 14:00 UTC',
  },
];

export default function StatusColors() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        gap: 2,
      }}
    >
      {services.map((service) => (
        // The soft variant tints the surface with the status color; text keeps the theme's text colors.
        <Card key={service.name} variant="soft" color={service.color}>
          <Typography level="title-md">{service.name}</Typography>
          <Chip
            size="sm"
            variant="outlined"
            color={service.color}
            sx={{ alignSelf: 'flex-start' }}
          >
            {service.status}
          </Chip>
          <Typography level="body-sm" sx={{ color: 'text.primary' }}>
            {service.detail}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
