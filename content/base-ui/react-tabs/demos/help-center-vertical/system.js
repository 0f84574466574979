import { Tabs as BaseTabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const Tabs = styled(BaseTabs)({ display: 'flex', gap: 16, maxWidth: 520 });

const TabsList = styled(BaseTabsList)({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 150,
  paddingInlineEnd: 8,
  borderInlineEnd: '2px solid #cbd5e1',
});

const Tab = styled(BaseTab)({
  padding: '8px 12px',
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgb(100 116 139 / 0.15)' },
  '&.base--focusVisible': { outline: '3px solid #3b82f6' },
  '&.base--selected': { backgroundColor: '#1d4ed8', color: '#fff' },
});

const TabPanel = styled(BaseTabPanel)({ paddingTop: 8 });

export default function HelpCenterVerticalSystem() {
  return (
    <Tabs defaultValue="orders" orientation="vertical" selectionFollowsFocus>
      <TabsList aria-label="Help topics">
        <Tab value="orders">Orders</Tab>
        <Tab value="returns">Returns</Tab>
        <Tab value="payments">Payments</Tab>
      </TabsList>
      <TabPanel value="orders">
        Track an order from the link in your confirmation email.
      </TabPanel>
      <TabPanel value="returns">
        Returns are free within 30 days; print the label from your account.
      </TabPanel>
      <TabPanel value="payments">
        We accept cards, bank transfers and gift cards.
      </TabPanel>
    </Tabs>
  );
}
