import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Skeleton from '@mui/joy/Skeleton';

export default function ListSkeleton() {
  return (
    <List aria-label="Loading contacts" aria-busy="true" sx={{ maxWidth: 320 }}>
      {[0, 1, 2].map((i) => (
        <ListItem key={i}>
          <ListItemDecorator>
            {/* variant="circular" and "text" shapes stand in for content that has no size yet. */}
            <Skeleton variant="circular" width={32} height={32} />
          </ListItemDecorator>
          <ListItemContent>
            <Skeleton
              variant="text"
              level="title-sm"
              sx={{ width: `${60 + i * 10}%` }}
            />
            <Skeleton variant="text" level="body-xs" sx={{ width: '40%' }} />
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
