import { registrationPage } from '../../components/registration-page.tsx';

export default registrationPage('eduvest-register-success');
