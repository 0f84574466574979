'use client';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PostCard } from './post-card';
import { PostDialog } from './post-dialog';
import { CATEGORIES, POSTS, type Category, type Post } from './posts';

/** Category chips and a search box narrow the posts; the newest match is featured. */
export function PostBrowser() {
  const [category, setCategory] = useState<Category | 'All'>('All');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Post | null>(null);
  const needle = query.trim().toLowerCase();
  const shown = POSTS.filter(
    (post) =>
      (category === 'All' || post.category === category) &&
      (!needle || `${post.title} ${post.excerpt}`.toLowerCase().includes(needle)),
  );

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 3 }}
      >
        <Stack direction="row" role="group" aria-label="Categories" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {(['All', ...CATEGORIES] as const).map((value) => (
            <Chip
              key={value}
              label={value}
              clickable
              color={value === category ? 'primary' : 'default'}
              variant={value === category ? 'filled' : 'outlined'}
              aria-pressed={value === category}
              onClick={() => setCategory(value)}
            />
          ))}
        </Stack>
        <TextField
          size="small"
          type="search"
          label="Search posts"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {shown.length === 1 ? '1 post' : `${shown.length} posts`}
        {category === 'All' ? '' : ` in ${category}`}
      </Typography>
      <Box
        component="section"
        aria-label="Posts"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        {shown.map((post, index) => (
          <PostCard key={post.slug} post={post} featured={index === 0} onOpen={() => setOpen(post)} />
        ))}
      </Box>
      {shown.length === 0 ? (
        <Typography sx={{ py: 4 }}>No posts match. Try another category or word.</Typography>
      ) : null}
      <PostDialog post={open} onClose={() => setOpen(null)} />
    </>
  );
}
