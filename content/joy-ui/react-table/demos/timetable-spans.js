import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

export default function TimetableSpans() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm' }}>
      {/* borderAxis="both" draws every cell edge, which makes merged cells easy to read. */}
      <Table
        borderAxis="both"
        sx={{ textAlign: 'center', '& th[scope="row"]': { textAlign: 'left' } }}
      >
        <caption>Conference rooms, Monday morning</caption>
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">9:00</th>
            <th scope="col">10:00</th>
            <th scope="col">11:00</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Atlas</th>
            {/* colSpan: one booking across two hours. */}
            <td colSpan={2}>Design review</td>
            <td>Free</td>
          </tr>
          <tr>
            <th scope="row">Borealis</th>
            <td>Free</td>
            {/* rowSpan: a workshop that takes two rooms (the partition is open). */}
            <td colSpan={2} rowSpan={2}>
              Onboarding workshop
            </td>
          </tr>
          <tr>
            <th scope="row">Cirrus</th>
            <td>Interviews</td>
          </tr>
        </tbody>
      </Table>
    </Sheet>
  );
}
