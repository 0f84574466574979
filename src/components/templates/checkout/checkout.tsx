import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Brand } from '../shared/brand';
import { ColorModeToggle } from '../shared/color-mode-toggle.client';
import { cartTotals, money } from './cart';
import { CheckoutFlow } from './checkout-flow.client';
import { OrderSummary } from './order-summary';

/** Summary beside the steps from md up; on phones it folds into an accordion above them. */
export function Checkout() {
  const { total } = cartTotals();
  return (
    <>
      <Box component="header" sx={{ borderBottom: '1px solid', borderColor: 'divider' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}>
          <Brand />
          <ColorModeToggle />
        </Container>
      </Box>
      <Container component="main" id="main-content" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography component="h1" variant="h3" sx={{ mb: 3, fontSize: { xs: '2rem', sm: '2.5rem' } }}>
          Checkout
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: { md: 'none' } }}>
            <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id="summary-mobile-header"
                aria-controls="summary-mobile"
              >
                <Typography>Order summary: {money(total)}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <OrderSummary />
              </AccordionDetails>
            </Accordion>
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, minWidth: 0 }}>
            <CheckoutFlow />
          </Paper>
          <Paper
            component="aside"
            aria-labelledby="summary-title"
            variant="outlined"
            sx={{ p: 3, display: { xs: 'none', md: 'block' } }}
          >
            <Typography id="summary-title" component="h2" variant="h6">
              Order summary
            </Typography>
            <OrderSummary />
          </Paper>
        </Box>
      </Container>
    </>
  );
}
