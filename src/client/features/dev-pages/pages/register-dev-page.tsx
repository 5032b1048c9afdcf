import RegisterPage from '../../auth/pages/register-page';
import { DevPageFrame } from '../components/dev-page-frame';

/** /tests/register: the sign-up form; sending it creates no account. */
export default function RegisterDevPage() {
  return (
    <DevPageFrame page="register">
      <RegisterPage />
    </DevPageFrame>
  );
}
