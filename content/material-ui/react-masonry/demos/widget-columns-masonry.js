import Masonry from '@mui/lab/Masonry';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const widgets = [
  { title: 'Visitors today', value: '1,284', lines: 1 },
  { title: 'Top pages', value: '/pricing, /docs, /blog', lines: 3 },
  { title: 'Bounce rate', value: '38%', lines: 1 },
  { title: 'Referrers', value: 'Search 61%, social 22%, direct 17%', lines: 3 },
  { title: 'Signups', value: '42', lines: 1 },
  { title: 'Errors', value: '3 in the last hour', lines: 2 },
];

export default function WidgetColumnsMasonry() {
  return (
    // One column on phones, two on tablets, three from the md breakpoint.
    <Masonry columns={{ xs: 1, sm: 2, md: 3 }} spacing={2}>
      {widgets.map(({ title, value, lines }) => (
        <Card key={title} variant="outlined">
          <CardContent sx={{ minHeight: 40 + lines * 24 }}>
            <Typography variant="overline" component="h3">
              {title}
            </Typography>
            <Typography variant="h6" component="p">
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Masonry>
  );
}
