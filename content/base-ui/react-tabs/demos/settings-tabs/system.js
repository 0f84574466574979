import { Tabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const TabsList = styled(BaseTabsList)({
  display: 'flex',
  gap: 4,
  padding: 4,
  borderRadius: 10,
  backgroundColor: '#e2e8f0',
  maxWidth: 420,
});

const Tab = styled(BaseTab)({
  flex: 1,
  padding: '8px 12px',
  border: 0,
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: '#0f172a',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #1d4ed8' },
  '&.base--selected': { backgroundColor: '#fff', color: '#1d4ed8' },
});

const TabPanel = styled(BaseTabPanel)({ padding: '16px 4px' });

export default function SettingsTabsSystem() {
  return (
    <Tabs defaultValue="profile">
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
