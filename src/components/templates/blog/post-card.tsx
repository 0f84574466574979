import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Post } from './posts';

/** A post teaser; the whole card opens the post. */
export function PostCard({ post, featured, onOpen }: { post: Post; featured?: boolean; onOpen: () => void }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', gridColumn: featured ? { sm: '1 / -1' } : undefined }}>
      <CardActionArea
        onClick={onOpen}
        aria-haspopup="dialog"
        sx={{ height: '100%', alignItems: 'flex-start' }}
      >
        <CardContent sx={{ p: featured ? { xs: 2, sm: 4 } : 2 }}>
          <Chip size="small" label={post.category} sx={{ mb: 1.5 }} />
          <Typography component="h2" variant={featured ? 'h4' : 'h6'} sx={{ mb: 1 }}>
            {post.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {post.excerpt}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {post.author} · <time dateTime={post.date}>{post.date}</time>
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
