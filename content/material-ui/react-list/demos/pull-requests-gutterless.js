import CommentIcon from '@mui/icons-material/Comment';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';

export default function PullRequestsGutterless() {
  return (
    // disableGutters removes the left and right padding: the text lines up with the heading above it.
    <List sx={{ maxWidth: 360 }} aria-label="Pull requests">
      {[
        '#241 Fix date parsing',
        '#242 Add dark mode',
        '#243 Update dependencies',
      ].map((pr) => (
        <ListItem
          key={pr}
          disableGutters
          secondaryAction={
            <IconButton aria-label={`Comments on ${pr}`}>
              <CommentIcon />
            </IconButton>
          }
        >
          <ListItemText primary={pr} />
        </ListItem>
      ))}
    </List>
  );
}
