import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

const parcels = [
  { id: 'Parcel 1 of 2', items: 'Desk lamp, 2 bulbs', eta: 'Arrives Tuesday' },
  { id: 'Parcel 2 of 2', items: 'Standing desk frame', eta: 'Arrives Friday' },
];

export default function NestedOrderCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 380 }}>
      <Typography level="title-lg">Order #4471</Typography>
      <Typography level="body-sm">
        Placed on 3 March, shipped in two parcels.
      </Typography>
      <Divider />
      {/* Inner cards: a soft variant and a smaller size set them apart from the outer card. */}
      {parcels.map((parcel) => (
        <Card key={parcel.id} variant="soft" size="sm">
          <CardContent>
            <Typography level="title-sm">{parcel.id}</Typography>
            <Typography level="body-sm">{parcel.items}</Typography>
            <Typography level="body-xs" sx={{ color: 'text.primary' }}>
              {parcel.eta}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Card>
  );
}
