import { contentPage } from '@brids/ui';

export default contentPage('mppe', { trail: ['products-and-services'] });
