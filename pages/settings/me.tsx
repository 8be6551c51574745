import { MySettingsScreen } from '@/features/my-settings/components/my-settings-screen';
import { mySettingsPageProps } from '@/features/my-settings/server/my-settings-props';

export const getServerSideProps = mySettingsPageProps;

export default MySettingsScreen;
