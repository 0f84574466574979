import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Post } from './posts';

export function PostDialog({ post, onClose }: { post: Post | null; onClose: () => void }) {
  return (
    <Dialog
      open={Boolean(post)}
      onClose={onClose}
      aria-labelledby="post-dialog-title"
      maxWidth="sm"
      fullWidth
    >
      {post ? (
        <>
          <DialogTitle id="post-dialog-title">{post.title}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {post.category} · {post.author} · <time dateTime={post.date}>{post.date}</time>
            </Typography>
            {post.body.map((paragraph) => (
              <Typography key={paragraph.slice(0, 24)} sx={{ mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
