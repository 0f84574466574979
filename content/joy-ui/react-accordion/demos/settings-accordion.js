import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Avatar from '@mui/joy/Avatar';
import ListItemContent from '@mui/joy/ListItemContent';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Notifications from '@mui/icons-material/NotificationsOutlined';
import Security from '@mui/icons-material/SecurityOutlined';
import Add from '@mui/icons-material/Add';

export default function SettingsAccordion() {
  return (
    <AccordionGroup
      size="lg"
      sx={{
        maxWidth: 440,
        '& [aria-expanded="true"] .indicator-plus': { transform: 'rotate(45deg)' },
      }}
    >
      {[
        {
          title: 'Notifications',
          hint: 'Email, push and digest',
          icon: <Notifications />,
        },
        { title: 'Security', hint: 'Password and two-factor', icon: <Security /> },
      ].map((section) => (
        <Accordion key={section.title}>
          {/* `indicator` replaces the chevron; the summary lays out like a list item. */}
          <AccordionSummary
            indicator={
              <Add
                className="indicator-plus"
                sx={{ transition: 'transform 0.2s' }}
              />
            }
          >
            <Avatar color="primary" variant="soft" size="sm">
              {section.icon}
            </Avatar>
            <ListItemContent>
              <Typography level="title-md">{section.title}</Typography>
              <Typography level="body-sm">{section.hint}</Typography>
            </ListItemContent>
          </AccordionSummary>
          <AccordionDetails>
            <Typography
              component="label"
              level="body-sm"
              endDecorator={<Switch defaultChecked sx={{ ml: 'auto' }} />}
              sx={{ justifyContent: 'space-between' }}
            >
              Enabled
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
