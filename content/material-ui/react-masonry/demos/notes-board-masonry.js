import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const notes = [
  'Call the printer about the poster proofs.',
  'Groceries: oats, lemons, coffee.',
  'Ideas for the team offsite: a walk along the river, a cooking class, or a board-game evening.',
  'Renew passport',
  'Book club: finish chapter 7 before Thursday.',
  'Ask Sam for the slides from the design review, and share them with the new hires.',
  'Water the plants',
];

export default function NotesBoardMasonry() {
  return (
    <Masonry columns={3} spacing={2}>
      {notes.map((note) => (
        <Paper key={note} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2">{note}</Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
