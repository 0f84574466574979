import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const tab =
  'cursor-pointer rounded-md border-0 bg-transparent px-3 py-2 text-start text-inherit hover:bg-slate-500/15 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-blue-500 [&.base--selected]:bg-blue-700 [&.base--selected]:text-white';

export default function HelpCenterVerticalTailwind() {
  return (
    <Tabs
      className="flex max-w-[520px] gap-4"
      defaultValue="orders"
      orientation="vertical"
      selectionFollowsFocus
    >
      <TabsList
        className="flex min-w-[150px] flex-col gap-0.5 border-0 border-e-2 border-solid border-slate-300 pe-2"
        aria-label="Help topics"
      >
        <Tab className={tab} value="orders">
          Orders
        </Tab>
        <Tab className={tab} value="returns">
          Returns
        </Tab>
        <Tab className={tab} value="payments">
          Payments
        </Tab>
      </TabsList>
      <TabPanel className="pt-2" value="orders">
        Track an order from the link in your confirmation email.
      </TabPanel>
      <TabPanel className="pt-2" value="returns">
        Returns are free within 30 days; print the label from your account.
      </TabPanel>
      <TabPanel className="pt-2" value="payments">
        We accept cards, bank transfers and gift cards.
      </TabPanel>
    </Tabs>
  );
}
