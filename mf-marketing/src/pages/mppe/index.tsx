import { offeringPage } from '../../components/offering/offering-page.tsx';

export default offeringPage('mppe');
