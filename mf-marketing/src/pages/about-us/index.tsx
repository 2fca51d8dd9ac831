import { contentPage } from '@brids/ui';

export default contentPage('about-us');
