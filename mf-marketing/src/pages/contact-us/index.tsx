import { contentPage } from '@brids/ui';

export default contentPage('contact-us');
