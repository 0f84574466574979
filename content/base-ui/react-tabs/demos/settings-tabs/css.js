import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import './settings-tabs.css';

export default function SettingsTabsCss() {
  return (
    <Tabs className="settings-tabs" defaultValue="profile">
      <TabsList aria-label="Account settings">
        <Tab value="profile">Profile</Tab>
        <Tab value="security">Security</Tab>
        <Tab value="billing">Billing</Tab>
      </TabsList>
      <TabPanel value="profile">
        Your name and photo appear on comments and reviews.
      </TabPanel>
      <TabPanel value="security">
        Two-factor authentication is on. Last sign-in: today.
      </TabPanel>
      <TabPanel value="billing">
        Free plan. Upgrade to invite more than three people.
      </TabPanel>
    </Tabs>
  );
}
