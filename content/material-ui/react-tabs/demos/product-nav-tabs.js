import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const sections = [
  { href: '/material-ui/react-tabs/', label: 'Tabs' },
  { href: '/material-ui/react-menu/', label: 'Menu' },
  { href: '/material-ui/react-drawer/', label: 'Drawer' },
];

export default function NavTabs() {
  const [current, setCurrent] = React.useState(sections[0].href);

  return (
    // Tabs that navigate are links: a navigation landmark, and aria-current on the active one.
    <Tabs value={current} role="navigation" aria-label="Navigation components">
      {sections.map(({ href, label }) => (
        <Tab
          key={href}
          component="a"
          href={href}
          value={href}
          label={label}
          aria-current={current === href ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            setCurrent(href);
          }}
        />
      ))}
    </Tabs>
  );
}
