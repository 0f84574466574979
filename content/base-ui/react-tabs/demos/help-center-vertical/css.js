import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import './help-center-vertical.css';

export default function HelpCenterVerticalCss() {
  return (
    <Tabs
      className="help-center"
      defaultValue="orders"
      orientation="vertical"
      selectionFollowsFocus
    >
      <TabsList className="help-center-list" aria-label="Help topics">
        <Tab className="help-center-tab" value="orders">
          Orders
        </Tab>
        <Tab className="help-center-tab" value="returns">
          Returns
        </Tab>
        <Tab className="help-center-tab" value="payments">
          Payments
        </Tab>
      </TabsList>
      <TabPanel className="help-center-panel" value="orders">
        Track an order from the link in your confirmation email.
      </TabPanel>
      <TabPanel className="help-center-panel" value="returns">
        Returns are free within 30 days; print the label from your account.
      </TabPanel>
      <TabPanel className="help-center-panel" value="payments">
        We accept cards, bank transfers and gift cards.
      </TabPanel>
    </Tabs>
  );
}
