import { Button } from '@mui/base/Button';
import './form-actions.css';

export default function FormActionsCss() {
  return (
    <div className="form-actions">
      <Button className="form-action">Save changes</Button>
      <Button className="form-action form-action-secondary">Cancel</Button>
      <Button className="form-action" disabled>
        Delete project
      </Button>
    </div>
  );
}
