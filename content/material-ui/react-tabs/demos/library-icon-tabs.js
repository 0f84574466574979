import * as React from 'react';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import RadioIcon from '@mui/icons-material/Radio';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function IconTabs() {
  const [tab, setTab] = React.useState('music');

  return (
    <Tabs value={tab} onChange={(_event, next) => setTab(next)} aria-label="Library">
      {/* Icon-only tabs need a label for screen readers. */}
      <Tab value="music" icon={<MusicNoteIcon />} aria-label="Music" />
      <Tab value="podcasts" icon={<PodcastsIcon />} aria-label="Podcasts" />
      <Tab value="radio" icon={<RadioIcon />} aria-label="Radio" />
    </Tabs>
  );
}
