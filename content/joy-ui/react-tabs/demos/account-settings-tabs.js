import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function AccountSettingsTabs() {
  return (
    <Tabs
      defaultValue="profile"
      sx={{ maxWidth: 520, borderRadius: 'md' }}
      variant="outlined"
    >
      <TabList aria-label="Account settings" tabFlex={1}>
        <Tab value="profile">Profile</Tab>
        <Tab value="security">Security</Tab>
        <Tab value="sessions">
          Sessions
          <Chip size="sm" variant="soft" color="primary">
            3
          </Chip>
        </Tab>
      </TabList>
      <TabPanel value="profile">
        <Stack spacing={1.5}>
          <FormControl>
            <FormLabel>Display name</FormLabel>
            <Input defaultValue="Mei Takahashi" />
          </FormControl>
          <FormControl>
            <FormLabel>Job title</FormLabel>
            <Input defaultValue="Product designer" />
          </FormControl>
        </Stack>
      </TabPanel>
      <TabPanel value="security">
        <Typography component="label" startDecorator={<Switch defaultChecked />}>
          Ask for a code from my phone when I sign in
        </Typography>
      </TabPanel>
      <TabPanel value="sessions">
        <Typography level="body-sm">
          Signed in on a laptop (Lisbon), a phone and a tablet.
        </Typography>
      </TabPanel>
    </Tabs>
  );
}
