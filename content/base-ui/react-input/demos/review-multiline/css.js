import { Input } from '@mui/base/Input';
import './review-multiline.css';

export default function ReviewMultilineCss() {
  return (
    <div className="review-multiline">
      <label htmlFor="review-multiline-css">Your review</label>
      <Input
        className="review-multiline-input"
        multiline
        minRows={2}
        maxRows={6}
        placeholder="What did you like, what could be better?"
        slotProps={{ input: { id: 'review-multiline-css' } }}
      />
    </div>
  );
}
