import { Button } from '@mui/base/Button';
import './sx-button.css';

// Outside MUI System there is no sx: the same button with a class and a stylesheet.
export default function SxButtonCss() {
  return <Button className="sx-button">Start free trial</Button>;
}
