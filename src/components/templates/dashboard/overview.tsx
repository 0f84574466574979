import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ORDERS, STATS } from './data';
import { OrdersTable } from './orders-table';
import { RevenueChart } from './revenue-chart';

export function Overview() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {STATS.map((stat) => (
        <Card key={stat.label} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {stat.label}
          </Typography>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>{stat.value}</Typography>
          <Typography variant="body2" color="success.main">
            {stat.change}
          </Typography>
        </Card>
      ))}
      <Card variant="outlined" sx={{ p: 2, gridColumn: { sm: 'span 3' } }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Revenue, last six months
        </Typography>
        <Box sx={{ maxWidth: 640 }}>
          <RevenueChart />
        </Box>
      </Card>
      <Card variant="outlined" sx={{ p: 2, gridColumn: { sm: 'span 3' }, minWidth: 0 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Recent orders
        </Typography>
        <OrdersTable orders={ORDERS.slice(0, 5)} label="Recent orders" />
      </Card>
    </Box>
  );
}
