import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Typography from '@mui/joy/Typography';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';

const questions = [
  'How do I change my delivery address?',
  'When will I be charged?',
  'Can I pause a subscription?',
];

export default function HelpQuestionsCard() {
  const [opened, setOpened] = React.useState(null);

  return (
    <Card variant="outlined" sx={{ maxWidth: 380 }}>
      <CardContent>
        <Typography level="title-lg">Help with your box</Typography>
        <Typography level="body-sm">Most asked questions this week</Typography>
      </CardContent>
      {/* A list inside the card: its buttons reach the card's edges through a negative inline margin. */}
      <List sx={{ '--ListItem-paddingX': '12px', mx: -1.5 }}>
        {questions.map((question) => (
          <ListItem key={question}>
            <ListItemButton
              selected={opened === question}
              onClick={() => setOpened(question)}
            >
              <ListItemContent>{question}</ListItemContent>
              <KeyboardArrowRight aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Typography level="body-xs" aria-live="polite">
        {opened
          ? `Opening the answer to: ${opened}`
          : 'Pick a question to read its answer.'}
      </Typography>
    </Card>
  );
}
