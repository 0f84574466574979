import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const regions = [
  { name: 'Europe', offices: ['Lisbon — 42 people', 'Berlin — 31 people'] },
  { name: 'Americas', offices: ['Toronto — 18 people', 'Bogotá — 12 people'] },
];

export default function NestedDepthPanel() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 400, overflow: 'hidden' }}>
      <AccordionGroup disableDivider sx={{ '--ListItem-paddingLeft': '1rem' }}>
        {regions.map((region) => (
          <Accordion key={region.name}>
            <AccordionSummary>{region.name}</AccordionSummary>
            {/* Each level sits on a deeper background, so the nesting reads at a glance. */}
            <AccordionDetails sx={{ bgcolor: 'background.level1' }}>
              <AccordionGroup size="sm" disableDivider>
                {region.offices.map((office) => {
                  const [city, people] = office.split(' — ');
                  return (
                    <Accordion key={city}>
                      <AccordionSummary>{city}</AccordionSummary>
                      <AccordionDetails sx={{ bgcolor: 'background.level2', borderRadius: 'sm' }}>
                        <Typography level="body-sm">{people} on site.</Typography>
                      </AccordionDetails>
                    </Accordion>
                  );
                })}
              </AccordionGroup>
            </AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
    </Sheet>
  );
}
