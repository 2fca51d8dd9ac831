import { contentPage } from '@brids/ui';

export default contentPage('digital-facility', { trail: ['products-and-services'] });
