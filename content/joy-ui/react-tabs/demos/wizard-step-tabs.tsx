import * as React from 'react';
import Box from '@mui/joy/Box';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

const steps = ['Account', 'Profile', 'Review'];

export default function WizardStepTabs() {
  const [step, setStep] = React.useState(0);
  const [email, setEmail] = React.useState('');
  const [nickname, setNickname] = React.useState('');

  return (
    <Tabs
      value={step}
      onChange={(_event, next) => setStep(next as number)}
      sx={{ maxWidth: 420 }}
    >
      <TabList tabFlex={1} aria-label="Sign-up steps">
        {steps.map((label, index) => (
          // A step further than the next one stays disabled until the earlier ones are visited.
          <Tab key={label} value={index} disabled={index > step + 1}>
            {index + 1}. {label}
          </Tab>
        ))}
      </TabList>
      <TabPanel value={0}>
        <FormControl>
          <FormLabel>Email</FormLabel>
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormControl>
      </TabPanel>
      <TabPanel value={1}>
        <FormControl>
          <FormLabel>Nickname</FormLabel>
          <Input value={nickname} onChange={(event) => setNickname(event.target.value)} />
        </FormControl>
      </TabPanel>
      <TabPanel value={2}>
        <Typography>Email: {email || '—'}</Typography>
        <Typography>Nickname: {nickname || '—'}</Typography>
      </TabPanel>
      {/* The buttons drive the same value the tabs do. */}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button variant="plain" disabled={step === 0} onClick={() => setStep(step - 1)}>
          Back
        </Button>
        <Button disabled={step === steps.length - 1} onClick={() => setStep(step + 1)}>
          Next
        </Button>
      </Box>
    </Tabs>
  );
}
