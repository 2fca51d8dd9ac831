import { contentPage } from '@brids/ui';

export default contentPage('stock', { trail: ['products-and-services'] });
