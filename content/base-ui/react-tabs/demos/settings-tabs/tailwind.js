import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const tab =
  'flex-1 cursor-pointer rounded-lg border-0 bg-transparent px-3 py-2 font-semibold text-slate-900 focus-visible:outline focus-visible:outline-blue-700 [&.base--selected]:bg-white [&.base--selected]:text-blue-700';

export default function SettingsTabsTailwind() {
  return (
    <Tabs defaultValue="profile">
      <TabsList
        aria-label="Account settings"
        className="flex max-w-md gap-1 rounded-xl bg-slate-200 p-1"
      >
        <Tab value="profile" className={tab}>
          Profile
        </Tab>
        <Tab value="security" className={tab}>
          Security
        </Tab>
        <Tab value="billing" className={tab}>
          Billing
        </Tab>
      </TabsList>
      <TabPanel value="profile" className="px-1 py-4">
        Your name and photo appear on comments and reviews.
      </TabPanel>
      <TabPanel value="security" className="px-1 py-4">
        Two-factor authentication is on. Last sign-in: today.
      </TabPanel>
      <TabPanel value="billing" className="px-1 py-4">
        Free plan. Upgrade to invite more than three people.
      </TabPanel>
    </Tabs>
  );
}
