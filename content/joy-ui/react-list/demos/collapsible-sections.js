import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const sections = [
  {
    title: 'Getting started',
    pages: ['Installation', 'First project', 'Editor tips'],
  },
  {
    title: 'Guides',
    pages: ['Deploying', 'Custom domains', 'Environment variables'],
  },
];

export default function CollapsibleSections() {
  const [open, setOpen] = React.useState({ 'Getting started': true });

  return (
    <List
      component="nav"
      aria-label="Documentation"
      size="sm"
      sx={{ maxWidth: 260 }}
    >
      {sections.map((section) => {
        const expanded = Boolean(open[section.title]);
        const id = `collapsible-sections-${section.title.replace(/\s/g, '-').toLowerCase()}`;
        return (
          <ListItem key={section.title} nested>
            {/* The header is a button that says whether its group is expanded and which list it controls. */}
            <ListItemButton
              aria-expanded={expanded}
              aria-controls={id}
              onClick={() =>
                setOpen((state) => ({ ...state, [section.title]: !expanded }))
              }
            >
              <ListItemContent>
                <Typography level="title-sm">{section.title}</Typography>
              </ListItemContent>
              <KeyboardArrowDown
                sx={{
                  transform: expanded ? 'rotate(180deg)' : 'none',
                  transition: '0.2s',
                }}
              />
            </ListItemButton>
            <List
              id={id}
              hidden={!expanded}
              sx={{ '--List-nestedInsetStart': '1rem' }}
            >
              {section.pages.map((page) => (
                <ListItem key={page}>
                  <ListItemButton>{page}</ListItemButton>
                </ListItem>
              ))}
            </List>
          </ListItem>
        );
      })}
    </List>
  );
}
