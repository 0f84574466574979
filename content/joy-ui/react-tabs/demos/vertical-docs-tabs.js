import * as React from 'react';
import Link from '@mui/joy/Link';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const sections = [
  {
    value: 'install',
    label: 'Install',
    text: 'Add the package with your package manager, then import the stylesheet.',
  },
  {
    value: 'configure',
    label: 'Configure',
    text: 'Create a config file at the project root; every key is optional.',
  },
  {
    value: 'deploy',
    label: 'Deploy',
    text: 'Run the build and upload the output folder to any static host.',
  },
];

export default function VerticalDocsTabs() {
  const [value, setValue] = React.useState('install');
  const index = sections.findIndex((s) => s.value === value);
  const next = sections[index + 1];

  return (
    <Tabs
      orientation="vertical"
      value={value}
      onChange={(_event, newValue) => setValue(newValue)}
      sx={{ maxWidth: 560, minHeight: 160, borderRadius: 'md' }}
      variant="outlined"
    >
      <TabList
        aria-label="Setup guide"
        sx={{ [`& .${tabClasses.root}`]: { justifyContent: 'flex-start' } }}
      >
        {sections.map((section) => (
          <Tab key={section.value} value={section.value}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.value} value={section.value}>
          <Typography level="body-md">{section.text}</Typography>
          {next && section.value === value && (
            <Link
              component="button"
              sx={{ mt: 1 }}
              onClick={() => setValue(next.value)}
            >
              Next: {next.label}
            </Link>
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}
