import MyAgreementsPage from '../../agreements/pages/my-agreements-page';
import { DevPageFrame } from '../components/dev-page-frame';

/** /tests/my-agreements: My agreements with paid, unpaid, free and unfinished sample agreements. */
export default function MyAgreementsDevPage() {
  return (
    <DevPageFrame page="myAgreements">
      <MyAgreementsPage />
    </DevPageFrame>
  );
}
