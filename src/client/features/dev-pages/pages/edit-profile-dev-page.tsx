import { currentLanguage } from '../../../lib/i18n';
import { ProfileSections } from '../../profile/components/profile-sections';
import { DevPageFrame } from '../components/dev-page-frame';
import { sampleCustomer } from '../sample-data';

/**
 * /tests/edit-profile: the profile's sections for the sample customer (the profile page itself reads
 * the signed-in session, which a sample must not replace); changing the password and deleting the
 * account are refused by the sample API.
 */
export default function EditProfileDevPage() {
  return (
    <DevPageFrame page="editProfile">
      <ProfileSections customer={sampleCustomer} language={currentLanguage()} />
    </DevPageFrame>
  );
}
