import * as React from 'react';
import { borders, compose, palette, spacing, styled, typography } from '@mui/system';

const tagStyles = compose(spacing, palette, borders, typography);

// shouldForwardProp keeps style props such as `bgcolor` off the DOM element.
const Tag = styled('span', {
  shouldForwardProp: (prop) => !tagStyles.filterProps.includes(prop),
})(tagStyles);

const labels = [
  { name: 'Shipped', color: 'success.main' },
  { name: 'In review', color: 'warning.main' },
  { name: 'Blocked', color: 'error.main' },
];

export default function ComposedTag() {
  return (
    <ul
      style={{
        display: 'flex',
        gap: 8,
        flexWrap: 'wrap',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {labels.map((label) => (
        <li key={label.name}>
          <Tag
            px={1.5}
            py={0.5}
            border={1}
            borderColor={label.color}
            borderRadius={4}
            color="text.primary"
            fontSize={14}
            fontWeight="fontWeightMedium"
          >
            {label.name}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
